import { inject } from 'vitest';
import { type CapturedMail, listCapturedMail } from '@sunward/emulators/mail-inbox';

/** The mails the SES emulator captured for one recipient, newest first. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const mails = await listCapturedMail(inject('sesEndpoint'));
  return mails.filter((mail) => mail.to.includes(address));
}
