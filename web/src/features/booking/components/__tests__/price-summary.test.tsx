import { cents } from '@sunward/shared/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../testing/render-app';
import { PriceSummary } from '../price-summary';

function renderSummary(balanceDueDate: string, now: Date) {
  renderRoutes([{ path: '/', element: <PriceSummary pricePerPersonCents={cents(129_900)} travelers={2} balanceDueDate={balanceDueDate} now={now} /> }], '/');
  return screen.findByRole('region', { name: 'Price summary' });
}

describe('the price summary’s monthly plan', () => {
  it('offers as many monthly payments as fit before the balance is due', async () => {
    const summary = await renderSummary('2027-04-26', new Date('2026-11-23T12:00:00Z'));

    // $1,998 over the 5 months before April 26: $399.60 a month.
    expect(within(summary).getByText('or 5 monthly payments of $399.60')).toBeInTheDocument();
  });

  it('offers six at most', async () => {
    const summary = await renderSummary('2027-09-01', new Date('2026-11-23T12:00:00Z'));

    expect(within(summary).getByText('or 6 monthly payments of $333')).toBeInTheDocument();
  });

  it('offers no plan when less than two months are left', async () => {
    const summary = await renderSummary('2027-01-10', new Date('2026-11-23T12:00:00Z'));

    expect(within(summary).getByText('Remaining balance, due by January 10, 2027')).toBeInTheDocument();
    expect(within(summary).queryByText(/monthly payments/)).not.toBeInTheDocument();
  });
});
