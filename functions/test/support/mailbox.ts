import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { type CapturedMail, listCapturedMail } from '@sunward/emulators/mail-inbox';
import { deliverMail } from '../../src/services/deliver-mail';
import { listMailTo } from '../../src/store/outbox-repository';
import { currentFunction } from './item-access-recorder';

/**
 * Delivers the outbox's pending mails to one address through the worker's own delivery, as the
 * stream would, in the order they were written, and waits until none is pending or being sent (another test file's delivery may
 * hold one of the agency's mails for a moment).
 */
export async function deliverOutboxTo(address: string): Promise<void> {
  for (let round = 0; round < 100; round++) {
    const unsettled = (await listMailTo(address)).filter((mail) => mail.status === 'pending' || mail.status === 'sending');
    if (unsettled.length === 0) return;
    const pending = unsettled.filter((mail) => mail.status === 'pending');
    // One at a time, oldest first: the inbox then holds them in the order they were written.
    await currentFunction.run('mail-worker', async () => {
      for (const mail of pending) await deliverMail(mail);
    });
    await sleep(20);
  }
  throw new Error(`Mails to ${address} are still waiting in the outbox`);
}

/** The mails the SES emulator captured for one recipient, newest first, once the outbox has sent them. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  await deliverOutboxTo(address);
  const mails = await listCapturedMail(inject('sesEndpoint'));
  return mails.filter((mail) => mail.to.includes(address));
}
