import type { Page } from 'playwright-core';
import { inject } from 'vitest';

const stackUrl = inject('stackUrl');
const admin = inject('admin');

/** Signs in at /admin/login as the admin the stack was started with, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto(`${stackUrl}/admin/login`);
  await page.getByRole('textbox', { name: /Username/ }).fill(admin.username);
  await page.getByLabel(/Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${stackUrl}/admin/dashboard`);
}
