import { fetchLocalMail } from '@sunward/emulators/mail-inbox';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { WAIT_MS } from './waits';

/**
 * Opens the local inbox (`/_local/mail`) as a person trying the site would, once the mail has
 * arrived, and reads the address of the link named `linkName` in the newest mail to `to` with
 * that subject, from the mail's HTML as the inbox shows it.
 */
export async function linkInLocalInbox(page: Page, stackUrl: string, mail: { to: string; subject: string; linkName: string }): Promise<string> {
  await expect
    .poll(async () => (await fetchLocalMail(stackUrl)).some((one) => one.to.includes(mail.to) && one.subject === mail.subject), { timeout: WAIT_MS })
    .toBe(true);
  await page.goto(`${stackUrl}/_local/mail`);
  const article = page.locator('article', { has: page.getByRole('heading', { name: mail.subject, exact: true }) }).filter({ hasText: mail.to }).first();
  const href = await article.frameLocator('iframe').getByRole('link', { name: mail.linkName }).getAttribute('href');
  if (!href) throw new Error(`No "${mail.linkName}" link in the mail to ${mail.to}`);
  return href;
}
