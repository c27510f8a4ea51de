import type { FaqItem } from '../components/content/faq-section';

/** The site's frequent questions: the contact page and /faq show these same four (spec §2). */
export const siteFaq = [
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
      'We strongly recommend it, and St. Lucia Carnival requires it. Choose a policy that covers trip cancellation, medical care abroad, emergency evacuation and baggage, and buy it when you pay your deposit so cancellation cover starts early.',
  },
  {
    id: 'custom',
    question: 'Can you plan a custom itinerary?',
    answer:
      'Yes. We plan trips for families, friends and organisations: tell us where, when and how many of you are travelling, and we will send a proposal.',
  },
] as const satisfies readonly FaqItem[];
