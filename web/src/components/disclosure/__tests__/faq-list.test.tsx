import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { disclosureOf, summaryOf } from '../../../testing/summary-of';
import { system } from '../../../theme/system';
import { FaqList } from '../../content/faq-section';

const items = [
  { id: 'when', question: 'When should I book?', answer: 'Six months ahead.' },
  { id: 'insurance', question: 'Do I need insurance?', answer: 'Yes, always.' },
] as const;

function renderFaq(headingLevel?: 'h2' | 'h3') {
  return render(
    <ChakraProvider value={system}>
      <FaqList items={items} headingLevel={headingLevel} />
    </ChakraProvider>,
  );
}

describe('the list of frequent questions', () => {
  it('is made of the browser’s own disclosures, one open at a time, each question a heading', () => {
    renderFaq('h2');

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(items.map((item) => item.question));
    const questions = headings.map(summaryOf);
    questions.forEach((question, index) => expect(question).toHaveAccessibleName(items[index]?.question));
    // One `name` for the whole list: opening a question closes the one open before.
    const disclosures = questions.map(disclosureOf);
    expect(new Set(disclosures.map((details) => details.getAttribute('name'))).size).toBe(1);
    expect(disclosures[0]).toHaveAttribute('name', expect.stringMatching(/\S/));
    // No <div> in a <button>: nothing but phrasing content and the heading inside a question.
    for (const question of questions) expect(question.querySelector('div, button')).toBeNull();
  });

  // The keyboard (Enter, Space on a focused summary) is the browser's own: e2e/controls-without-javascript.test.ts.
  it('opens and closes a question', async () => {
    const user = userEvent.setup();
    renderFaq();

    const question = summaryOf(screen.getByRole('heading', { name: 'Do I need insurance?' }));
    expect(screen.getByText('Yes, always.')).not.toBeVisible();

    await user.click(question);
    expect(disclosureOf(question)).toHaveAttribute('open');
    expect(screen.getByText('Yes, always.')).toBeVisible();

    await user.click(question);
    expect(screen.getByText('Yes, always.')).not.toBeVisible();
  });
});
