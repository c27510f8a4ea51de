import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { marrakechSoukImage } from './marrakech-souk-image';
import type { TripContent } from './trip-content';

/** /morocco: six days from Lisbon to Marrakech. Sells the `packageIds.morocco` package. */
export const moroccoTrip: TripContent = {
  slug: 'morocco',
  packageId: packageIds.morocco,
  name: 'Portugal & Morocco',
  metaTitle: 'Portugal & Morocco: Lisbon to Marrakech',
  metaDescription:
    'Six days from Lisbon across the Strait of Gibraltar to Chefchaouen and Marrakech in a group of twelve or fewer, with an English-speaking guide, riad stays and dates from JFK.',
  hero: {
    eyebrow: 'Portugal & Morocco',
    title: 'Lisbon to Marrakech in six days',
    lead: 'Tiled lanes and fado in Lisbon, a ferry across the Strait of Gibraltar, the blue town of Chefchaouen and the gardens and souks of Marrakech, with one guide and one small group the whole way.',
    image: {
      src: '/images/trips/morocco.svg',
      alt: 'Illustration of desert dunes at sunset framed by Moroccan horseshoe arches',
      width: 800,
      height: 500,
    },
  },
  intro: {
    title: 'Two countries, one easy journey',
    paragraphs: [
      'We start in Lisbon, where Europe leans toward Africa, and cross to Morocco by sea the way travellers always have. Every transfer, ferry and train is booked for you; your guide handles tickets, tips and timing so the days stay about the places.',
      'Nights are in small hotels and a traditional riad chosen for character and location, within walking distance of the old towns.',
    ],
  },
  features: [
    {
      title: 'Twelve travellers at most',
      description: 'Small enough to eat at family restaurants, slip into a medina lane and know everyone by dinner on day one.',
    },
    {
      title: 'One English-speaking guide',
      description: 'The same guide from Lisbon airport to your last evening in Marrakech, plus local experts in Chefchaouen and the souks.',
    },
    {
      title: 'Riad nights in Marrakech',
      description: 'Sleep around a tiled courtyard with a fountain, a short walk from Jemaa el-Fnaa square.',
    },
    {
      title: 'Crossing by sea',
      description: 'The fast ferry over the Strait of Gibraltar turns a border into one of the highlights of the trip.',
    },
  ],
  gallery: [
    {
      src: '/images/gallery/morocco-lisbon.svg',
      alt: 'Illustration of a yellow Lisbon tram climbing a hill past tiled houses',
      width: 600,
      height: 400,
    },
    {
      src: '/images/gallery/morocco-chefchaouen.svg',
      alt: 'Illustration of the blue stairways and doors of Chefchaouen',
      width: 600,
      height: 400,
    },
    marrakechSoukImage,
    {
      src: '/images/gallery/morocco-majorelle.svg',
      alt: 'Illustration of the cobalt-blue villa and cactus garden of Majorelle',
      width: 600,
      height: 400,
    },
  ],
  itinerary: {
    title: 'Your six days, day by day',
    dateLabels: 'date',
    days: [
      {
        day: 1,
        title: 'Arrive in Lisbon',
        description:
          'Your guide meets you at Lisbon airport. After check-in, an easy afternoon walk through the Alfama district and a welcome dinner with fado.',
        highlights: ['Airport welcome and transfer', 'Guided walk through Alfama', 'Welcome dinner with live fado'],
      },
      {
        day: 2,
        title: 'Across the Strait of Gibraltar',
        description:
          'A morning drive south through the Alentejo and Andalusia to Tarifa, then the fast ferry to Tangier. Evening stroll on the Tangier corniche.',
        highlights: ['Scenic drive to Tarifa', 'Ferry across the Strait of Gibraltar', 'First mint tea in Tangier'],
      },
      {
        day: 3,
        title: 'The blue town of Chefchaouen',
        description:
          'Into the Rif mountains to Chefchaouen, whose lanes are washed in every shade of blue. A local guide shows the medina, the kasbah and the best viewpoints.',
        highlights: ['Medina walk with a local guide', 'Kasbah and Outa el Hammam square', 'Sunset from the Spanish Mosque'],
      },
      {
        day: 4,
        title: 'High-speed to Marrakech',
        description:
          'Morocco\u2019s high-speed train carries us south to Marrakech. Settle into the riad, then meet Jemaa el-Fnaa as its storytellers and food stalls come alive.',
        highlights: ['Al Boraq high-speed train', 'Check in to a traditional riad', 'Evening on Jemaa el-Fnaa square'],
      },
      {
        day: 5,
        title: 'Gardens and souks',
        description:
          'Morning in the Majorelle Garden before the heat, then a guided tour of the souks and their craftsmen. Farewell dinner of Moroccan dishes in a riad courtyard.',
        highlights: ['Majorelle Garden visit', 'Guided souk tour', 'Traditional Moroccan dinner in a riad'],
      },
      {
        day: 6,
        title: 'Departure',
        description: 'A slow breakfast on the riad terrace and a private transfer to Marrakech airport for your flight home.',
        highlights: ['Rooftop breakfast', 'Airport transfer'],
      },
    ],
  },
  inclusions: [
    'Five nights in hand-picked hotels and a Marrakech riad',
    'Daily breakfast, a welcome dinner and a farewell dinner',
    'English-speaking guide throughout',
    'All ground transfers, the Strait of Gibraltar ferry and the high-speed train',
    'Guided tours and entrance fees listed in the itinerary',
    'Airport meet-and-greet in Lisbon and drop-off in Marrakech',
  ],
  exclusions: ['International flights', 'Travel insurance', 'Lunches and drinks not listed', 'Gratuities for guides and drivers'],
  tips: [
    {
      title: 'Best time to go',
      items: [
        'Spring (March to May) and autumn (September to November) are mild in both countries.',
        'July is hot in Marrakech: we plan outdoor visits for the morning and keep afternoons in shaded gardens and riads.',
        'Lisbon stays pleasant in summer, with a cool Atlantic breeze in the evenings.',
      ],
    },
    {
      title: 'What to pack',
      items: [
        'Light, breathable clothes that cover shoulders and knees for the medinas',
        'Comfortable walking shoes for cobbles and stairs',
        'A light scarf or layer for the ferry and air-conditioned trains',
        'Sunscreen, sunglasses and a refillable water bottle',
        'A power adapter for type C and F sockets',
      ],
    },
  ],
  packageFacts: ['Max 12 people', 'English-speaking guide'],
  closing: {
    title: 'Want a custom itinerary?',
    text: 'Travelling with family or friends, or hoping to add the Sahara or a few more days in Lisbon? We build private versions of this trip around your dates.',
    linkLabel: 'Request a Custom Itinerary',
  },
};
