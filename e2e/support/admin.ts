import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { nextAdminCode } from './admin-codes';

const stackUrl = inject('stackUrl');
const admin = inject('admin');

/**
 * Signs in at /admin/login as the admin the stack was started with: the password, then the code
 * of its authenticator (`ADMIN_TOTP_SECRET`); waits for the dashboard.
 */
export async function signInAsAdmin(page: Page) {
  await page.goto(`${stackUrl}/admin/login`);
  await page.getByRole('textbox', { name: /Username/ }).fill(admin.username);
  await page.getByLabel(/Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Enter your authenticator code' }).waitFor();
  await page.getByLabel(/Authenticator code/).fill(await nextAdminCode(admin.totpSecret, admin.codeLedger));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL(`${stackUrl}/admin/dashboard`);
}
