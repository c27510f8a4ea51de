import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { TripContent } from './trip-content';

/** /cartagena: colonial Colombia. Sells `packageIds.cartagena` (destination "Colombia", sold out at launch). */
export const cartagenaTrip: TripContent = {
  slug: 'cartagena',
  packageId: packageIds.cartagena,
  name: 'Cartagena',
  metaTitle: 'Cartagena: Colonial Colombia',
  metaDescription:
    'Four days in Cartagena, Colombia, with a small group: the Walled City, Getsemaní street art, the Rosario Islands and Castillo San Felipe.',
  hero: {
    eyebrow: 'Cartagena, Colombia',
    title: 'Colour and history in Cartagena',
    lead: 'Bougainvillea over balconies, plazas that come alive after dark and turquoise water at the Rosario Islands, all within an hour of the old city walls.',
    image: {
      src: '/images/trips/cartagena.svg',
      alt: 'Illustration of colourful colonial houses with balconies and a church dome in Cartagena',
      width: 800,
      height: 500,
    },
  },
  intro: {
    title: 'The Caribbean side of Colombia',
    paragraphs: [
      'Cartagena\u2019s walled old town is a UNESCO World Heritage site and one of the best preserved in the Americas. We explore it on foot, early and late, when the light is best and the streets are cool.',
      'In between, a day on the islands, an afternoon of street art and food that mixes Caribbean, African and Spanish roots.',
    ],
  },
  features: [
    {
      title: 'The Walled City on foot',
      description: 'Plazas, churches and the city walls with a local historian as your guide.',
    },
    {
      title: 'A day on the Rosario Islands',
      description: 'Boat out to the coral islands for swimming, snorkelling and a fresh fish lunch on the beach.',
    },
    {
      title: 'Getsemaní after dark',
      description: 'Murals, live music and street food in the neighbourhood that never quite goes to sleep.',
    },
  ],
  gallery: [
    {
      src: '/images/gallery/cartagena-streets.svg',
      alt: 'Illustration of a colourful colonial street with flower-covered balconies',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/cartagena-islands.svg',
      alt: 'Illustration of a speedboat near a small palm island in turquoise water',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/cartagena-castle.svg',
      alt: 'Illustration of the stone fortress of San Felipe above the city at sunset',
      width: 600,
      height: 400,
    },
  ],
  itinerary: {
    title: 'Four days in Cartagena',
    days: [
      {
        day: 1,
        title: 'Arrive in the Walled City',
        description: 'Transfer to our boutique hotel inside the walls, then a sunset walk on the ramparts and dinner on a rooftop.',
        highlights: ['Airport transfer', 'Sunset on the city walls', 'Rooftop sunset dinner'],
      },
      {
        day: 2,
        title: 'History and street art',
        description: 'A guided Walled City tour in the cool of the morning and Castillo San Felipe de Barajas; in the afternoon, the murals of Getsemaní.',
        highlights: ['Walled City walking tour', 'Castillo San Felipe de Barajas', 'Getsemaní street-art tour'],
      },
      {
        day: 3,
        title: 'Rosario Islands',
        description: 'A boat to the Rosario Islands for swimming, snorkelling and a beach lunch, back in time for a free evening.',
        highlights: ['Rosario Islands boat day', 'Snorkelling', 'Beach lunch'],
      },
      {
        day: 4,
        title: 'Departure',
        description: 'A last coffee in Plaza San Diego and the transfer to the airport.',
        highlights: ['Free morning', 'Airport transfer'],
      },
    ],
  },
  inclusions: [
    'Three nights in a boutique hotel inside the Walled City',
    'Daily breakfast, a beach lunch and a rooftop dinner',
    'Guided Walled City and Getsemaní tours',
    'Castillo San Felipe entry',
    'Rosario Islands boat day with snorkel gear',
    'All airport and excursion transfers',
  ],
  exclusions: ['International flights', 'Travel insurance', 'Gratuities'],
  accommodation: {
    title: 'Where you stay',
    description: 'A restored colonial house turned boutique hotel, a short walk from the main plazas.',
    items: ['Courtyard plunge pool', 'Rooftop terrace', 'Air-conditioned rooms', 'Breakfast in the courtyard'],
  },
  tips: [
    {
      title: 'Good to know',
      items: [
        'Cartagena is hot and humid all year; December to April is the driest season.',
        'The currency is the Colombian peso; cards are accepted in most restaurants.',
        'Spanish is the local language; your guide speaks English.',
      ],
    },
    {
      title: 'What to pack',
      items: ['Linen and light cotton clothes', 'Sandals and comfortable walking shoes', 'Swimwear and reef-safe sunscreen', 'A hat for the island day'],
    },
  ],
  packageFacts: ['Max 12 people', 'English-speaking guide'],
  futureDepartures: {
    title: 'Want to join the next Cartagena group?',
    paragraphs: [
      'This departure is full. We run Cartagena again when the dry season returns.',
      'Send us a note and we will tell you the new dates before anyone else, with first pick of the places.',
    ],
  },
};
