import * as z from 'zod/mini';
import { readSettings } from './read-settings';

/** What the mail adapter needs; CDK gives exactly these to the routes allowed to send mail. */
export const MailSettings = z.object({
  /** The verified identity every mail is sent from. */
  SENDER_EMAIL: z.email(),
  /** The agency's inbox: inquiries and new bookings go there. */
  AGENCY_EMAIL: z.email(),
});
export type MailVariables = z.input<typeof MailSettings>;

export const readMailSettings = (env: NodeJS.ProcessEnv = process.env) => readSettings('mail', MailSettings, env);
