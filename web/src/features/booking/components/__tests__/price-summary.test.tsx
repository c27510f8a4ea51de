import { cents } from '@sunward/shared/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../testing/render-app';
import { PriceSummary } from '../price-summary';

function renderSummary(balanceDueDate: string, now: Date, departureDate = '2027-12-01') {
  renderRoutes(
    [
      {
        path: '/',
        element: <PriceSummary pricePerPersonCents={cents(129_900)} travelers={2} departureDate={departureDate} balanceDueDate={balanceDueDate} now={now} />,
      },
    ],
    '/',
  );
  return screen.findByRole('region', { name: 'Price summary' });
}

describe('the price summary’s monthly plan', () => {
  it('offers as many monthly payments as fit before the balance is due, as automatic payments would charge them', async () => {
    const summary = await renderSummary('2027-04-26', new Date('2026-11-23T12:00:00Z'));

    // $1,998 in payments on the 23rd from December; April 23 falls after April 16, the last day one may.
    expect(within(summary).getByText('or 4 monthly payments of $499.50')).toBeInTheDocument();
  });

  it('offers six at most', async () => {
    const summary = await renderSummary('2027-09-01', new Date('2026-11-23T12:00:00Z'));

    expect(within(summary).getByText('or 6 monthly payments of $333')).toBeInTheDocument();
  });

  it('offers no plan when fewer than two payments fit', async () => {
    const summary = await renderSummary('2027-01-10', new Date('2026-11-23T12:00:00Z'));

    expect(within(summary).getByText('Remaining balance, due by January 10, 2027')).toBeInTheDocument();
    expect(within(summary).queryByText(/monthly payments/)).not.toBeInTheDocument();
  });
});

describe('the price summary’s due date', () => {
  // 21:00 in New York on November 23 is already November 24 in UTC: the agency's day counts.
  const now = new Date('2026-11-24T02:00:00Z');

  it('says a balance due later is due by the departure’s date', async () => {
    const summary = await renderSummary('2026-11-24', now);

    expect(within(summary).getByText('Remaining balance, due by November 24, 2026')).toBeInTheDocument();
  });

  it('says a late booking’s balance is due within 3 days of booking, and offers no monthly plan', async () => {
    const summary = await renderSummary('2026-11-23', now);

    expect(within(summary).getByText('Remaining balance, due within 3 days of booking (by November 26, 2026)')).toBeInTheDocument();
    expect(within(summary).queryByText(/monthly payments/)).not.toBeInTheDocument();
  });

  it('never names a day after the departure', async () => {
    const summary = await renderSummary('2026-11-01', now, '2026-11-25');

    expect(within(summary).getByText('Remaining balance, due within 3 days of booking (by November 25, 2026)')).toBeInTheDocument();
  });
});
