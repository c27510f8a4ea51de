import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/** What the mail adapter needs: CDK gives it to the outbox worker, the one function that sends. */
export const MailSettings = z.object({
  /** The verified identity every mail is sent from. */
  SENDER_EMAIL: z.email(),
});
export type MailVariables = z.input<typeof MailSettings>;

export const readMailSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('mail', MailSettings, env);

/**
 * The agency's inbox (inquiries, new bookings, payments to act on): CDK gives it to the functions
 * that write the agency's notices to the outbox.
 */
export const AgencySettings = z.object({
  AGENCY_EMAIL: z.email(),
});
export type AgencyVariables = z.input<typeof AgencySettings>;

export const readAgencySettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('agency', AgencySettings, env);
