import './zod-setup';
import * as z from 'zod/mini';
import { BookingFields } from './booking';
import { Id, IsoTimestamp, RequiredText } from './fields';

/*
 * The operator's records on a booking: mails sent again, the traveller's contact details
 * corrected, and notes. Admin only.
 */

/** Which mail `POST /api/bookings/{id}/resend` sends again: the latest payment's receipt, or the deposit's confirmation. */
export const resendableMails = ['receipt', 'confirmation'] as const;
export const ResendableMail = z.enum(resendableMails);
export type ResendableMail = z.infer<typeof ResendableMail>;

export const ResendMailRequest = z.object({ mail: ResendableMail });
export type ResendMailRequest = z.infer<typeof ResendMailRequest>;

/** The mail queued again: which, to whom, and when. */
export const ResendMailResponse = z.object({ mail: ResendableMail, to: z.string(), queuedAt: IsoTimestamp });
export type ResendMailResponse = z.infer<typeof ResendMailResponse>;

/** The traveller's contact details as the booking keeps them. */
export const BookingContact = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() });
export type BookingContact = z.infer<typeof BookingContact>;

export const NOTHING_TO_CHANGE_MESSAGE = 'Change at least one of first name, last name, e-mail or phone';

/**
 * `PATCH /api/bookings/{id}/contact`: only the fields that change, checked by the booking form's
 * own rules. `expected` is the contact as the admin read it: when the booking's differs, someone
 * changed it meanwhile and the edit is refused (409) rather than written over theirs.
 */
export const EditContactRequest = z
  .object({
    firstName: z.optional(BookingFields.shape.firstName),
    lastName: z.optional(BookingFields.shape.lastName),
    email: z.optional(BookingFields.shape.email),
    phone: z.optional(BookingFields.shape.phone),
    expected: z.optional(BookingContact),
  })
  .check(
    z.refine(
      (request) => request.firstName !== undefined || request.lastName !== undefined || request.email !== undefined || request.phone !== undefined,
      NOTHING_TO_CHANGE_MESSAGE,
    ),
  );
export type EditContactRequest = z.infer<typeof EditContactRequest>;

/** The longest note, in characters: a few paragraphs, not a document. */
export const MAX_NOTE_LENGTH = 2000;

/** `POST /api/bookings/{id}/notes`: plain text, line breaks kept. */
export const AddNoteRequest = z.object({ text: RequiredText('Note', MAX_NOTE_LENGTH, { multiline: true }) });
export type AddNoteRequest = z.infer<typeof AddNoteRequest>;

/** One note on a booking: what, when, and which admin wrote it. */
export const BookingNote = z.object({ id: Id, text: z.string(), at: IsoTimestamp, by: z.string() });
export type BookingNote = z.infer<typeof BookingNote>;

/** A booking's notes, oldest first. */
export const BookingNotes = z.object({ notes: z.array(BookingNote) });
export type BookingNotes = z.infer<typeof BookingNotes>;
