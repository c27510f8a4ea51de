import { type Cents, cents } from '@sunward/shared/money';
import * as z from 'zod/mini';

/**
 * The pieces the templates' facts are made of (decision 034). A template's facts are plain JSON
 * in the outbox, written by the service that caused the mail and parsed again by the worker
 * before it renders, so each schema says exactly what its template shows and nothing more.
 */

/** An amount in integer cents (decision 007). */
export const CentsFact = z.pipe(z.number().check(z.int()), z.transform((amount): Cents => cents(amount)));

/** A calendar date, `YYYY-MM-DD`, shown without a time zone. */
export const CalendarDateFact = z.iso.date();

/** An instant, ISO 8601 in UTC (`…Z`), shown in the agency's time zone. */
export const InstantFact = z.iso.datetime();

/** The site's address, which the mails link to. */
export const SiteUrlFact = z.url();
