import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { TripContent } from './trip-content';

/** /guyana: rainforest and Kaieteur Falls. Sells `packageIds.guyana` (sold out at launch). */
export const guyanaTrip: TripContent = {
  slug: 'guyana',
  packageId: packageIds.guyana,
  name: 'Guyana',
  metaTitle: 'Guyana: Rainforest & Kaieteur Falls',
  metaDescription:
    'Four days in Guyana with a small group: a flight over the rainforest to Kaieteur Falls, Georgetown and Stabroek Market, the Essequibo River and a rainforest lodge.',
  hero: {
    eyebrow: 'Guyana',
    title: 'Rainforest and Kaieteur Falls',
    lead: 'Fly over unbroken rainforest to the world\u2019s largest single-drop waterfall, taste Guyanese pepperpot in Georgetown and spend a night listening to the jungle.',
    image: {
      src: '/images/trips/guyana.svg',
      alt: 'Illustration of Kaieteur Falls pouring over a cliff into the rainforest',
      width: 800,
      height: 500,
    },
  },
  intro: {
    title: 'South America\u2019s best-kept secret',
    paragraphs: [
      'Guyana is English-speaking, Caribbean in spirit and almost entirely covered by rainforest. Few travellers make it here, which is exactly the appeal.',
      'Our four days combine the capital, the river and the falls, with local guides who grew up along the Essequibo.',
    ],
  },
  features: [
    {
      title: 'Kaieteur Falls by air',
      description: 'A small-plane flight over the Guiana Shield and a guided walk to the edge of a 226-metre drop.',
    },
    {
      title: 'River and rainforest',
      description: 'An Essequibo River boat trip and a night at an eco-lodge among giant trees.',
    },
    {
      title: 'Georgetown flavours',
      description: 'Wooden colonial architecture, Stabroek Market and a hands-on Guyanese cooking class.',
    },
  ],
  gallery: [
    {
      src: '/images/gallery/guyana-falls.svg',
      alt: 'Illustration of a small plane flying past a tall waterfall',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/guyana-river.svg',
      alt: 'Illustration of a wooden boat on a wide river lined with rainforest',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/guyana-georgetown.svg',
      alt: 'Illustration of a white wooden cathedral and market stalls in Georgetown',
      width: 600,
      height: 400,
    },
  ],
  itinerary: {
    title: 'Four days in the Guiana Shield',
    days: [
      {
        day: 1,
        title: 'Georgetown',
        description: 'Arrive in Georgetown and take an afternoon city tour: St. George\u2019s Cathedral, the Promenade Gardens and Stabroek Market.',
        highlights: ['Airport transfer', 'Georgetown city tour', 'Stabroek Market'],
      },
      {
        day: 2,
        title: 'Kaieteur Falls',
        description: 'A morning flight over the rainforest to Kaieteur National Park, a guided walk to three viewpoints of the falls, and the flight back.',
        highlights: ['Scenic flight', 'Kaieteur Falls viewpoints', 'Golden frog spotting'],
      },
      {
        day: 3,
        title: 'The Essequibo River',
        description: 'By boat up the Essequibo to a rainforest lodge. A guided jungle walk, then an evening river safari for caimans and night birds.',
        highlights: ['Essequibo River boat trip', 'Jungle walk', 'Night river safari'],
      },
      {
        day: 4,
        title: 'Cooking and departure',
        description: 'Back in Georgetown, a Guyanese cooking experience before the transfer to the airport.',
        highlights: ['Guyanese cooking experience', 'Airport transfer'],
      },
    ],
  },
  inclusions: [
    'Two nights in a Georgetown hotel and one at a rainforest lodge',
    'Daily breakfast, lunches on excursion days and two dinners',
    'Return flight to Kaieteur Falls and park fees',
    'Essequibo River boat transfers and night safari',
    'Guided Georgetown tour and cooking experience',
    'All airport and ground transfers',
  ],
  exclusions: ['International flights', 'Travel insurance', 'Gratuities'],
  accommodation: {
    title: 'Where you stay',
    description: 'A comfortable hotel in Georgetown, then a night deep in the forest.',
    items: [
      'Georgetown: a boutique hotel near the Promenade Gardens, with a pool',
      'Essequibo: a riverside eco-lodge with screened cabins and solar power',
      'Air conditioning in Georgetown, ceiling fans at the lodge',
    ],
  },
  tips: [
    {
      title: 'Good to know',
      items: [
        'Kaieteur flights carry a strict baggage limit: bring a small day pack.',
        'Rain can fall any time of year; showers are short and warm.',
        'US dollars are widely accepted in Georgetown.',
      ],
    },
    {
      title: 'What to pack',
      items: ['Quick-dry clothes and a light rain jacket', 'Insect repellent', 'Sturdy walking shoes', 'A headlamp for the lodge'],
    },
  ],
  packageFacts: ['Max 12 people', 'Local guides'],
  futureDepartures: {
    title: 'Be first to hear about the next departure',
    paragraphs: [
      'Our Guyana group is full. We are planning new dates for the dry season, when the falls are easiest to fly to.',
      'Tell us you are interested and we will write to you before the dates go public, so you can reserve a place first.',
    ],
  },
};
