import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { TripContent } from './trip-content';

/** /st-lucia: St. Lucia Carnival at an adults-only all-inclusive resort. Sells `packageIds.stLucia`. */
export const stLuciaTrip: TripContent = {
  slug: 'st-lucia',
  packageId: packageIds.stLucia,
  name: 'St. Lucia Carnival',
  metaTitle: 'St. Lucia Carnival',
  metaDescription:
    'Six all-inclusive days for St. Lucia Carnival with a small group: both parade days in a band costume, an adults-only resort, a catamaran to the Pitons and the Sulphur Springs.',
  hero: {
    eyebrow: 'St. Lucia Carnival',
    title: 'Play mas in St. Lucia',
    lead: 'Two days on the road with a carnival band, five nights at an adults-only all-inclusive resort, and the Pitons from the deck of a catamaran. We handle the costume, the tickets and the transport.',
    image: {
      src: '/images/trips/st-lucia.svg',
      alt: 'Illustration of the twin Pitons rising from the sea at sunset with carnival feathers',
      width: 800,
      height: 500,
    },
  },
  intro: {
    title: 'Carnival, done properly',
    paragraphs: [
      'St. Lucia Carnival is one of the Caribbean\u2019s most joyful festivals: soca on every corner, steel pan at night and two full days of bands parading through Castries. We join a band together, in costume, with drinks and security on the road.',
      'Between the parades there is time to recover by the pool, sail down the west coast and soak in volcanic mud.',
    ],
  },
  features: [
    {
      title: 'Band costume included',
      description: 'Your carnival band package for Monday and Tuesday, with costume pick-up arranged for you.',
    },
    {
      title: 'All-inclusive, adults-only',
      description: 'Meals, drinks and a quiet pool at a resort for grown-ups, a short drive from the parade route.',
    },
    {
      title: 'The Pitons by catamaran',
      description: 'A day sailing the west coast with a swim stop beneath St. Lucia\u2019s famous twin peaks.',
    },
  ],
  gallery: [
    {
      src: '/images/gallery/st-lucia-carnival.svg',
      alt: 'Illustration of carnival dancers in feathered costumes',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/st-lucia-catamaran.svg',
      alt: 'Illustration of a catamaran sailing toward the Pitons',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/st-lucia-resort.svg',
      alt: 'Illustration of an infinity pool with loungers and palm trees at sunset',
      width: 600,
      height: 400,
    },
  ],
  itinerary: {
    title: 'Six days of carnival and calm',
    dateLabels: 'date',
    days: [
      {
        day: 1,
        title: 'Arrival and welcome',
        description: 'Arrive at Hewanorra airport and transfer to the resort. Welcome dinner and a briefing on the carnival days ahead.',
        highlights: ['Airport transfer', 'Resort check-in', 'Welcome dinner'],
      },
      {
        day: 2,
        title: 'Catamaran to the Pitons',
        description: 'Sail down the west coast past Marigot Bay to Soufri\u00e8re, swim beneath the Pitons and visit the Sulphur Springs mud baths.',
        highlights: ['Catamaran cruise', 'Sulphur Springs mud baths', 'Snorkel stop'],
      },
      {
        day: 3,
        title: 'Costume day and the Panorama',
        description: 'Collect costumes from the band camp, a slow afternoon at the pool, then an evening of steel pan at the Panorama competition.',
        highlights: ['Costume pick-up', 'Pool afternoon', 'Steel pan evening'],
      },
      {
        day: 4,
        title: 'Carnival Monday',
        description: 'On the road with the band through Castries from morning to evening, with drinks, music trucks and security.',
        highlights: ['Parade with the band', 'Road drinks and snacks', 'Return transfer'],
      },
      {
        day: 5,
        title: 'Carnival Tuesday',
        description: 'Full costume for the main parade day, then a farewell dinner back at the resort.',
        highlights: ['Main parade in full costume', 'Farewell dinner'],
      },
      {
        day: 6,
        title: 'Departure',
        description: 'A lazy breakfast, a last swim and the transfer to the airport.',
        highlights: ['Breakfast by the sea', 'Airport transfer'],
      },
    ],
  },
  inclusions: [
    'Five nights at an adults-only all-inclusive resort',
    'All meals and drinks at the resort',
    'Carnival band package with costume for Monday and Tuesday',
    'Catamaran cruise to the Pitons with lunch',
    'Sulphur Springs entry',
    'Welcome and farewell dinners',
    'All airport and carnival transfers',
  ],
  exclusions: ['International flights', 'Trip insurance (required)', 'Gratuities'],
  accommodation: {
    title: 'Resort dining and amenities',
    description: 'Five nights at an adults-only all-inclusive resort on the north-west coast, close to Castries and Rodney Bay.',
    items: [
      'Three restaurants and a beach grill',
      'Premium drinks at every bar',
      'Infinity pool and private beach',
      'Spa and fitness centre',
      'Ocean-view rooms',
    ],
  },
  tips: [
    {
      title: 'Carnival tips',
      items: [
        'Break in your parade shoes before the trip: you will walk for hours.',
        'Drink water between every rum punch; the July sun is strong.',
        'Keep your phone in a waterproof pouch: the road gets wet.',
      ],
    },
    {
      title: 'What to pack',
      items: ['Swimwear and resort wear', 'Comfortable closed shoes for the parade', 'Glitter and body-safe sunscreen', 'A small cross-body bag'],
    },
  ],
  packageFacts: ['Max 12 people', 'All-inclusive', 'Adults-only resort'],
  notes: [
    {
      title: 'Payments',
      paragraphs: [
        'Reserve your place with a deposit and pay the rest in monthly instalments before the balance date. Trip insurance is required for this trip.',
      ],
    },
  ],
  bookingFallback: 'booking',
};
