import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility';

const stackUrl = inject('stackUrl');

/** Tobago runs monthly; without a departure named, the booking page chooses its next one with a seat. */
export const TRIP_ID = 'tobago-island-escape';
export const TRIP_TITLE = 'Tobago Island Escape';

/** Each journey books as its own traveller, so no journey reads another's bookings or mail. */
export function uniqueEmail(journey: string): string {
  return `${journey}-${randomBytes(4).toString('hex')}@example.com`;
}

export async function openBooking(page: Page) {
  await page.goto(`${stackUrl}/booking?package=${TRIP_ID}`);
  await page.getByRole('heading', { level: 2, name: 'Booking Information' }).waitFor();
}

interface TravellerName {
  firstName: string;
  lastName: string;
}

/** Every journey file shares one stack and its 12 seats a trip: book only the travellers a journey needs. */
export async function fillDetails(page: Page, email: string, travelers: number, name: TravellerName = { firstName: 'Grace', lastName: 'Hopper' }) {
  await page.getByRole('textbox', { name: /First name/ }).fill(name.firstName);
  await page.getByRole('textbox', { name: /Last name/ }).fill(name.lastName);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('textbox', { name: /Phone/ }).fill('+1 212 555 0199');
  await page.getByRole('spinbutton', { name: /Travelers/ }).fill(String(travelers));
  await acceptTerms(page);
}

/** Ticks the booking terms box from the keyboard: a click on its label could land on the terms link. */
export async function acceptTerms(page: Page) {
  const terms = page.getByRole('checkbox', { name: /accept the booking terms/ });
  await terms.focus();
  await page.keyboard.press('Space');
  expect(await terms.isChecked()).toBe(true);
}

export async function fillCard(scope: Page | Locator, number: string) {
  await scope.getByRole('textbox', { name: 'Card number' }).fill(number);
  await scope.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/34');
  await scope.getByRole('textbox', { name: 'CVC' }).fill('123');
}

/** The `name` of the field that has focus, or the tag name of whatever else has it. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? '');
}

/** Presses Tab, `presses` times at most, until the field named `name` has focus. */
export async function tabTo(page: Page, name: string, presses = 60) {
  for (let pressed = 0; pressed < presses && (await focusedName(page)) !== name; pressed += 1) await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(name);
}

/** From the card number field, by keyboard: the 4242 test card, its expiry and CVC with Tab between, and Enter to pay. */
export async function payWithTestCardByKeyboard(page: Page) {
  expect(await focusedName(page)).toBe('number');
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
}

/** Books Tobago for one traveller and pays the $300 deposit with 4242; answers the booking's reference. */
export async function bookAndPayDeposit(page: Page, email: string, name?: TravellerName): Promise<string> {
  await openBooking(page);
  await fillDetails(page, email, 1, name);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $300 deposit' }).click();
  const success = page.getByRole('region', { name: 'Payment Successful!' });
  await success.waitFor();
  const reference = await success.getByText(/^SGT-[2-9A-HJKMNP-Z]{6}$/).textContent();
  expect(reference).toMatch(/^SGT-/);
  return reference ?? '';
}

/** Waits until no finite animation runs: axe reads colours mid-fade as they are at that instant. */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * One h1, nothing wider than the window, and no serious axe-core violation, read once any
 * animation (a toast fading in or out is mid-way between colours) has settled.
 */
export async function expectAccessibleAndInside(page: Page) {
  await animationsSettled(page);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}
