import { type FaqItem, FaqSection } from '../../../components/content/faq-section';

const questions = [
  {
    id: 'how',
    question: 'How do I pay for my trip over time?',
    answer:
      'Tell your agent you would like monthly payments when you plan your trip. They will send you a secure link to apply; once you are approved, your booking is paid and you repay in monthly instalments.',
  },
  {
    id: 'what',
    question: 'What can I pay for with monthly payments?',
    answer:
      'Any of our trip packages, for purchases of $150 or more. Depending on your plan, a down payment may be required when you book.',
  },
  {
    id: 'fees',
    question: 'Are there late fees or penalties for paying early?',
    answer:
      'No. There are no late fees and no prepayment penalties: you can pay off your balance early at any time. With autopay, each payment is made for you on its due date.',
  },
] as const satisfies readonly FaqItem[];

/** Three common questions, each opening on its own. */
export function FlexpayFaq() {
  return <FaqSection eyebrow="Questions" items={questions} />;
}
