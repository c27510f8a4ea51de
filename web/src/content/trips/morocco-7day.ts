import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { marrakechSoukImage } from './marrakech-souk-image';
import type { TripContent } from './trip-content';

/**
 * /morocco-7day: a seven-day Morocco-only route with a Sahara night. There is no separate
 * package for it yet, so it offers the Morocco package for booking and invites custom dates.
 */
export const morocco7dayTrip: TripContent = {
  slug: 'morocco-7day',
  packageId: packageIds.morocco,
  name: 'Morocco in 7 Days',
  metaTitle: 'Morocco in 7 Days: Medinas, Mountains & Sahara',
  metaDescription:
    'Seven days across Morocco with a small group: Marrakech, the Atlas mountains, a night in a Sahara desert camp, the gorges of the Dadès and the medina of Fes.',
  hero: {
    eyebrow: 'Morocco, seven days',
    title: 'From the medinas to the Sahara',
    lead: 'A longer road through Morocco: over the High Atlas, through kasbah valleys to a desert camp under the stars, and on to Fes, the country\u2019s oldest imperial city.',
    image: {
      src: '/images/trips/morocco-7day.svg',
      alt: 'Illustration of a camel caravan crossing Sahara dunes under a crescent moon',
      width: 800,
      height: 500,
    },
  },
  intro: {
    title: 'Morocco, all the way across',
    paragraphs: [
      'This seven-day route crosses the country from Marrakech to Fes the way the caravans did, by the mountain passes and the edge of the desert. It is the trip for travellers who want the Sahara as well as the souks.',
      'We run it for private groups and on request. For our scheduled group departure, see the six-day Lisbon to Marrakech trip below, or ask us to build this route around your dates.',
    ],
  },
  features: [
    {
      title: 'A night in the Sahara',
      description: 'Ride out to a desert camp at Merzouga for dinner by the fire and sunrise over the Erg Chebbi dunes.',
    },
    {
      title: 'Over the High Atlas',
      description: 'The Tizi n\u2019Tichka pass and the ksar of A\u00eft Benhaddou, a film set for a dozen epics.',
    },
    {
      title: 'Fes el-Bali',
      description: 'Lose yourself, with a guide, in the largest car-free medina in the world and its leather tanneries.',
    },
  ],
  gallery: [
    {
      src: '/images/gallery/morocco-7day-atlas.svg',
      alt: 'Illustration of an earthen kasbah below snow-capped Atlas mountains',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/morocco-7day-camp.svg',
      alt: 'Illustration of desert tents glowing under a starry sky',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/morocco-7day-fes.svg',
      alt: 'Illustration of the round dye vats of a Fes tannery',
      width: 600,
      height: 400,
    },
    marrakechSoukImage,
  ],
  itinerary: {
    title: 'Seven days, Marrakech to Fes',
    days: [
      {
        day: 1,
        title: 'Marrakech',
        description: 'Arrive in Marrakech and settle into the riad. Evening walk to Jemaa el-Fnaa and dinner on a rooftop.',
        highlights: ['Airport welcome', 'Riad check-in', 'Jemaa el-Fnaa at dusk'],
      },
      {
        day: 2,
        title: 'Gardens and souks',
        description: 'The Majorelle Garden, the Bahia Palace and a guided tour of the souks and their craftsmen.',
        highlights: ['Majorelle Garden', 'Bahia Palace', 'Guided souk tour'],
      },
      {
        day: 3,
        title: 'Over the High Atlas',
        description: 'Cross the Tizi n\u2019Tichka pass to A\u00eft Benhaddou, then on to a kasbah hotel in the Dad\u00e8s valley.',
        highlights: ['Tizi n\u2019Tichka pass', 'A\u00eft Benhaddou', 'Kasbah hotel night'],
      },
      {
        day: 4,
        title: 'Into the Sahara',
        description: 'Through the Todra gorge to Merzouga and a camel ride at sunset to our desert camp.',
        highlights: ['Todra gorge walk', 'Camel ride over the dunes', 'Dinner and music at camp'],
      },
      {
        day: 5,
        title: 'Desert sunrise to Midelt',
        description: 'Sunrise from the dunes, then north through the Ziz valley palm groves and the cedar forests of the Middle Atlas.',
        highlights: ['Sunrise over Erg Chebbi', 'Ziz valley viewpoints', 'Cedar forest stop'],
      },
      {
        day: 6,
        title: 'Fes el-Bali',
        description: 'A full day in the medina of Fes: the Bou Inania madrasa, the Chouara tannery and the artisans of the old city.',
        highlights: ['Guided medina tour', 'Chouara tannery', 'Farewell dinner'],
      },
      {
        day: 7,
        title: 'Departure',
        description: 'Transfer to Fes airport for your flight home.',
        highlights: ['Airport transfer'],
      },
    ],
  },
  inclusions: [
    'Six nights in riads, a kasbah hotel and a desert camp',
    'Daily breakfast and four dinners',
    'English-speaking guide and private air-conditioned vehicle',
    'Camel ride and night at a Sahara camp',
    'Guided tours and entrance fees listed in the itinerary',
    'Airport transfers in Marrakech and Fes',
  ],
  exclusions: ['International flights', 'Travel insurance', 'Lunches and drinks', 'Gratuities'],
  tips: [
    {
      title: 'Best time to go',
      items: [
        'March to May and September to November bring warm days and cool desert nights.',
        'Summer is very hot in the Sahara; winter nights at camp can fall close to freezing.',
      ],
    },
    {
      title: 'What to pack',
      items: ['A warm layer for the desert night', 'A scarf against sun and sand', 'Comfortable walking shoes', 'Modest clothes for the medinas'],
    },
  ],
  packageFacts: ['Max 12 people', 'English-speaking guide'],
  packageRole: 'alternative',
  packageSection: {
    eyebrow: 'Scheduled departure',
    title: 'Prefer a fixed date? Join our group',
    lead: 'Our next scheduled Morocco group follows the six-day route from Lisbon to Marrakech, with the same small group and English-speaking guide.',
  },
  closing: {
    title: 'Make this route yours',
    text: 'Tell us when you would like to travel and how many are in your group, and we will send a plan and a price for this seven-day route.',
    linkLabel: 'Ask About Custom Dates',
  },
};
