import { type FaqItem, FaqSection } from '../../../components/content/faq-section';

const questions = [
  {
    id: 'booking-ahead',
    question: 'How far in advance should I book?',
    answer:
      'For international trips we recommend booking 3-6 months ahead. Small groups fill quickly, and early booking leaves time to spread your payments before departure.',
  },
  {
    id: 'included',
    question: 'What is included in the package price?',
    answer:
      'Accommodation, the meals listed in the itinerary, ground transfers, guided tours and entrance fees, and an English-speaking guide. International flights, travel insurance and tips are not included unless a package says so.',
  },
  {
    id: 'insurance',
    question: 'Do I need travel insurance?',
    answer:
      'We strongly recommend it. Choose a policy that covers trip cancellation, medical care abroad and baggage, and buy it soon after you book so cancellation cover starts early.',
  },
  {
    id: 'custom',
    question: 'Can you plan a custom itinerary?',
    answer:
      'Yes. We plan trips for families, friends and organisations: tell us where, when and how many of you are travelling, and we will send a proposal.',
  },
] as const satisfies readonly FaqItem[];

/** Four frequent questions, each opening on its own. */
export function ContactFaq() {
  return <FaqSection eyebrow="FAQ" items={questions} />;
}
