import { packageIds } from '@sunward/shared/catalogue/package-ids';
import type { TripContent } from './trip-content';

/** /belize: reef and jungle, direct from JFK. Sells `packageIds.belize`. */
export const belizeTrip: TripContent = {
  slug: 'belize',
  packageId: packageIds.belize,
  name: 'Belize',
  metaTitle: 'Belize: Reef & Jungle',
  metaDescription:
    'Five days in Belize direct from JFK with a small group: snorkel Hol Chan and Shark Ray Alley, climb Xunantunich, cave-tube the jungle and spend an afternoon on Caye Caulker.',
  hero: {
    eyebrow: 'Belize, direct from JFK',
    title: 'Reef and jungle in five days',
    lead: 'Snorkel the second-largest barrier reef on Earth, climb a Maya temple above the canopy and float through a jungle cave, with a small group and direct flights from New York.',
    image: {
      src: '/images/trips/belize.svg',
      alt: 'Illustration of a Maya temple above the jungle with the Caribbean reef beyond',
      width: 800,
      height: 500,
    },
  },
  intro: {
    title: 'Two worlds, one short flight',
    paragraphs: [
      'Belize packs the Caribbean and the rainforest into a country smaller than New Jersey. One day you are drifting over coral with nurse sharks, the next you are standing on a temple the Maya built over a thousand years ago.',
      'English is the official language, the flight from JFK is direct, and every transfer is arranged, so the long weekend feels like a real journey.',
    ],
  },
  features: [
    {
      title: 'Direct from JFK',
      description: 'Nonstop flights to Belize City on both legs, so you land with the afternoon still ahead of you.',
    },
    {
      title: 'Reef day on the cayes',
      description: 'Hol Chan Marine Reserve and Shark Ray Alley with licensed guides, then island time on Caye Caulker.',
    },
    {
      title: 'Maya ruins and caves',
      description: 'Xunantunich\u2019s El Castillo and an afternoon tubing through a river cave in the jungle.',
    },
  ],
  gallery: [
    {
      src: '/images/gallery/belize-reef.svg',
      alt: 'Illustration of a snorkeller swimming with a stingray over the reef',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/belize-temple.svg',
      alt: 'Illustration of the stepped temple of Xunantunich above the jungle',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/belize-caye.svg',
      alt: 'Illustration of colourful beach houses and a dock on Caye Caulker',
      width: 600,
      height: 400,
    },
  ],
  itinerary: {
    title: 'Five days, reef to rainforest',
    dateLabels: 'weekday',
    days: [
      {
        day: 1,
        title: 'Fly direct from JFK',
        description: 'Nonstop flight to Belize City, transfer to the jungle lodge in the Cayo District and a welcome dinner.',
        highlights: ['Direct flight from JFK', 'Transfer to Cayo', 'Welcome dinner'],
      },
      {
        day: 2,
        title: 'Xunantunich and cave tubing',
        description: 'Cross the Mopan River by hand-cranked ferry to climb Xunantunich, then float through a jungle river cave in the afternoon.',
        highlights: ['Xunantunich Maya ruins', 'Cave tubing in the jungle', 'Lunch in San Ignacio'],
      },
      {
        day: 3,
        title: 'To the coast',
        description: 'Drive to Belize City and take the water taxi to Ambergris Caye. Afternoon on the beach and sunset from the dock.',
        highlights: ['Water taxi to the cayes', 'Beach afternoon', 'Sunset drinks'],
      },
      {
        day: 4,
        title: 'Reef day',
        description: 'Snorkel Hol Chan Marine Reserve and Shark Ray Alley, then an afternoon of slow living on Caye Caulker.',
        highlights: ['Hol Chan Marine Reserve and Shark Ray Alley snorkelling', 'Caye Caulker island afternoon', 'Farewell dinner'],
      },
      {
        day: 5,
        title: 'Fly home',
        description: 'Water taxi back to Belize City and the direct flight home to JFK.',
        highlights: ['Water taxi', 'Direct flight to JFK'],
      },
    ],
  },
  inclusions: [
    'Direct round-trip flights from JFK',
    'Two nights at a jungle lodge and two at a beachfront hotel on Ambergris Caye',
    'Daily breakfast, two lunches and two dinners',
    'Xunantunich entry and cave tubing with a licensed guide',
    'Hol Chan and Shark Ray Alley snorkel trip with gear',
    'All transfers and water taxis',
  ],
  exclusions: ['Travel insurance', 'Marine reserve and departure taxes paid locally', 'Gratuities'],
  tips: [
    {
      title: 'What to pack',
      items: [
        'Swimwear, a rash guard and reef-safe sunscreen',
        'Water shoes or sandals with straps for cave tubing',
        'Insect repellent and a light long-sleeved layer for the jungle',
        'A dry bag for the boat days',
      ],
    },
  ],
  packageFacts: ['Small groups', 'Direct from JFK'],
  notes: [
    {
      title: 'Belize in April',
      paragraphs: [
        'April is the heart of the dry season: sunny days around 85\u00b0F (29\u00b0C), calm seas and excellent visibility on the reef.',
        'Evenings inland are a little cooler, and the jungle is at its greenest after the winter rains.',
      ],
    },
  ],
  bookingFallback: 'packages-anchor',
};
