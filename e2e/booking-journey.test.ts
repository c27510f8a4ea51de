import { fetchLocalMail } from '@sunward/emulators/mail-inbox';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, viewports } from './support/browser';
import {
  expectAccessibleAndInside,
  fillCard,
  fillDetails,
  focusedName,
  openBooking,
  payWithTestCardByKeyboard,
  tabTo,
  TRIP_ID,
  TRIP_TITLE,
  uniqueEmail,
} from './support/traveller';
import { WAIT_MS } from './support/waits';

const stackUrl = inject('stackUrl');

describe('booking a trip and paying the deposit', () => {
  const browser = useBrowser();

  it('books Tobago for 2, pays with 4242, mails the receipt and the agency, and goes home after 5 s', async () => {
    const email = uniqueEmail('pays');
    const page = await browser().newPage();
    // Every address the page asks the site for, pages and calls alike: none may carry the payment.
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stackUrl)) addresses.push(request.url());
    });
    await openBooking(page);

    await fillDetails(page, email, 2);
    const summary = page.getByRole('region', { name: 'Price summary' });
    await summary.getByText('$2,598').waitFor();
    await summary.getByText('$600').waitFor();

    await expectAccessibleAndInside(page);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Deposit due now').waitFor();
    await payment.getByText(/^Your seats are held until \d{1,2}:\d{2} (AM|PM)\.$/).waitFor();
    await payment.getByText(/^Test mode: use 4242 4242 4242 4242/).waitFor();
    expect(await payment.getByRole('link', { name: 'Pay over time with Flexpay' }).getAttribute('href')).toBe('/flexpay');
    await expectAccessibleAndInside(page);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $600 deposit' }).click();

    await page.getByRole('heading', { level: 2, name: 'Payment Successful!' }).waitFor();
    const paidAt = Date.now();
    expect(page.url()).toBe(`${stackUrl}/booking?package=${TRIP_ID}`);
    const queries = addresses.map((address) => new URL(address).search);
    expect(queries.filter((query) => /client_secret|payment_intent|[?&]booking=/.test(query))).toEqual([]);
    await page.getByText('Your deposit of $600 has been received.').waitFor();
    await page.getByText('You will be taken to the home page in 5 seconds.').waitFor();
    // Axe checked both steps above; here the shared success toast sits on top of the screen.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    await expect
      .poll(async () => {
        const mails = await fetchLocalMail(stackUrl);
        return {
          receipt: mails.some((mail) => mail.to.includes(email) && mail.subject === `Your booking is confirmed: ${TRIP_TITLE}`),
          agency: mails.some((mail) => mail.replyTo.includes(email) && mail.subject === `New booking: Grace Hopper, ${TRIP_TITLE}`),
        };
      }, { timeout: WAIT_MS })
      .toEqual({ receipt: true, agency: true });
    const receipt = (await fetchLocalMail(stackUrl)).find((mail) => mail.to.includes(email) && mail.subject.startsWith('Your booking is confirmed'));
    expect(receipt?.text).toContain('Deposit paid: $600');
    expect(receipt?.text).toContain('Balance due before departure: $1,998');

    await page.waitForURL(`${stackUrl}/`, { timeout: 15_000 });
    expect(Date.now() - paidAt).toBeGreaterThanOrEqual(4_000);
    await page.close();
  });

  it("shows 'Payment Failed' for the declined card 4000 0000 0000 0002 and stays on the payment step (phone width)", async () => {
    const page = await browser().newPage();
    await page.setViewportSize(viewports.mobile);
    await openBooking(page);
    await fillDetails(page, uniqueEmail('declined'), 1);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { level: 2, name: 'Payment' }).waitFor();
    await expectAccessibleAndInside(page);

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $300 deposit' }).click();

    await page.getByText('Payment Failed').waitFor();
    await page.getByText('Your card was declined.').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Payment' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Payment Successful!' }).count()).toBe(0);
    expect(page.url()).toBe(`${stackUrl}/booking?package=${TRIP_ID}`);
    await page.close();
  });

  it('can be completed with the keyboard alone: Tab, typing and Enter', async () => {
    const email = uniqueEmail('keyboard');
    const page = await browser().newPage();
    await openBooking(page);

    await tabTo(page, 'firstName');
    await page.keyboard.type('Alan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Turing');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+44 20 7946 0958');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('travelers');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('spinbutton', { name: /Travelers/ }).inputValue()).toBe('1');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('acceptTerms');
    await page.keyboard.press('Space');
    // Enter submits from a text field, not from a checkbox.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { level: 2, name: 'Payment' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await payWithTestCardByKeyboard(page);

    const success = page.getByRole('heading', { level: 2, name: 'Payment Successful!' });
    await success.waitFor();
    await expect.poll(() => success.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });
});
