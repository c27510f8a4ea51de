import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { TripContent } from './trip-content';

/** /tobago: four easy days on Trinidad and Tobago's quieter island. Sells `packageIds.tobago`. */
export const tobagoTrip: TripContent = {
  slug: 'tobago',
  packageId: packageIds.tobago,
  name: 'Tobago',
  metaTitle: 'Tobago Island Escape',
  metaDescription:
    'Four relaxed days in Tobago with a small group: Buccoo Reef and the Nylon Pool, the Main Ridge rainforest, Pigeon Point beach and a beachfront resort.',
  hero: {
    eyebrow: 'Trinidad & Tobago',
    title: 'Tobago, the quiet Caribbean',
    lead: 'Coral reefs you can see from a glass-bottom boat, the oldest protected rainforest in the Western Hemisphere and beaches with more pelicans than people.',
    image: {
      src: '/images/trips/tobago.svg',
      alt: 'Illustration of a palm-lined Tobago beach with a wooden jetty and turquoise water',
      width: 800,
      height: 500,
    },
  },
  intro: {
    title: 'Four days at island pace',
    paragraphs: [
      'Tobago has no cruise-ship crowds and no high-rise strip, just fishing villages, reef lagoons and green hills. This trip mixes two guided days with plenty of time on the sand.',
      'We stay at one beachfront resort for the whole trip: unpack once, and let the group come together over sunset drinks.',
    ],
  },
  features: [
    {
      title: 'Reef by glass-bottom boat',
      description: 'Buccoo Reef and a swim in the Nylon Pool, a waist-deep sandbar in the middle of the sea.',
    },
    {
      title: 'Rainforest with a naturalist',
      description: 'The Main Ridge Forest Reserve, protected since 1776, home to motmots, hummingbirds and waterfalls.',
    },
    {
      title: 'One resort, the whole stay',
      description: 'A beachfront resort with a pool and ocean-view rooms, so every morning starts by the sea.',
    },
  ],
  gallery: [
    {
      src: '/images/gallery/tobago-reef.svg',
      alt: 'Illustration of a glass-bottom boat above coral and tropical fish',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/tobago-rainforest.svg',
      alt: 'Illustration of a waterfall in a green rainforest with a hummingbird',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/tobago-pigeon-point.svg',
      alt: 'Illustration of a thatched jetty at Pigeon Point beach',
      width: 600,
      height: 400,
    },
  ],
  itinerary: {
    title: 'Your four days',
    days: [
      {
        day: 1,
        title: 'Welcome to Tobago',
        description: 'Arrive at A.N.R. Robinson airport, transfer to the resort and meet the group for a welcome dinner on the beach.',
        highlights: ['Airport transfer', 'Resort check-in', 'Welcome dinner by the sea'],
      },
      {
        day: 2,
        title: 'Buccoo Reef and the Nylon Pool',
        description:
          'A glass-bottom boat over Buccoo Reef, snorkelling among parrotfish, and a swim in the Nylon Pool. In the evening, sunset drinks together at the resort\u2019s beach bar.',
        highlights: ['Glass-bottom boat and snorkelling', 'Nylon Pool swim', 'Sunset drinks on the beach'],
      },
      {
        day: 3,
        title: 'Main Ridge rainforest',
        description:
          'A morning nature walk in the Main Ridge Forest Reserve with a local naturalist, lunch in a fishing village and a dip below Argyle Falls.',
        highlights: ['Guided rainforest walk', 'Argyle Falls', 'Fishing-village lunch'],
      },
      {
        day: 4,
        title: 'Pigeon Point and departure',
        description: 'A last morning on Pigeon Point beach before the transfer to the airport for your flight home.',
        highlights: ['Pigeon Point beach', 'Airport transfer'],
      },
    ],
  },
  inclusions: [
    'Three nights at a beachfront resort',
    'Daily breakfast and a welcome dinner',
    'Glass-bottom boat, snorkel gear and Nylon Pool stop',
    'Guided Main Ridge rainforest walk and Argyle Falls entry',
    'All airport and excursion transfers',
    'A local host throughout the stay',
  ],
  exclusions: ['International flights', 'Travel insurance', 'Meals and drinks not listed', 'Gratuities'],
  accommodation: {
    title: 'Your beachfront resort',
    description: 'Three nights at a relaxed resort on the Crown Point coast, ten minutes from the airport and Pigeon Point.',
    items: ['Ocean-view rooms with air conditioning', 'Pool and beach loungers', 'On-site restaurant and beach bar', 'Free Wi-Fi'],
  },
  tips: [
    {
      title: 'Good to know',
      items: [
        'Tobago is warm all year; the dry season runs from January to May.',
        'The currency is the Trinidad and Tobago dollar; US dollars and cards are widely accepted.',
        'Reef-safe sunscreen protects Buccoo Reef, and is kinder to your skin too.',
      ],
    },
    {
      title: 'What to pack',
      items: ['Swimwear and a cover-up', 'Water shoes for the Nylon Pool', 'Insect repellent for the rainforest', 'A light rain jacket'],
    },
  ],
  packageFacts: ['Max 12 people', 'Beachfront resort', 'Local host'],
};
