import type { CatalogueDeparture, CatalogueEntry } from '../schemas/catalogue-entry';
import { packageIds } from './package-ids';

/** The default capacity of a small group. */
export const GROUP_CAPACITY = 12;

/**
 * A departure named by its date: the id is the first departure date and stays the id even if the
 * operator later moves the date, because bookings refer to it.
 */
function departing(departureDate: string, returnDate: string): CatalogueDeparture {
  return { id: departureDate, departureDate, returnDate };
}

/**
 * The trip catalogue, in the order the site lists it. It seeds the table: trip text and default
 * prices follow this file on every deploy; a departure is written only when it is new, so seats
 * sold and the operator's later changes to a departure stay. Ids come from `packageIds`: bookings
 * and links refer to them. The 2026 departures are the spec's and have left; they stay as the
 * record of what ran.
 */
export const catalogue: readonly CatalogueEntry[] = [
  {
    id: packageIds.morocco,
    title: 'Portugal & Morocco: Lisbon to Marrakech',
    description:
      'Six days from the tiled streets of Lisbon across the Strait of Gibraltar to the souks, riads and gardens of Marrakech, with an English-speaking guide the whole way.',
    destination: 'Morocco',
    duration: '6 Days / 5 Nights',
    priceCents: 265800,
    highlights: [
      'Guided walk through Lisbon\u2019s Alfama district',
      'Ferry across the Strait of Gibraltar',
      'Blue streets of Chefchaouen',
      'Jemaa el-Fnaa square and the Marrakech souks',
      'Majorelle Garden visit',
      'Traditional Moroccan dinner in a riad',
    ],
    imageUrl: '/images/trips/morocco.svg',
    isPopular: true,
    isHotDeal: false,
    isSoldOut: false,
    capacity: GROUP_CAPACITY,
    departures: [departing('2026-07-09', '2026-07-14'), departing('2027-07-08', '2027-07-13')],
  },
  {
    id: packageIds.tobago,
    title: 'Tobago Island Escape',
    description:
      'Four easy days on Trinidad and Tobago\u2019s quieter island: reef snorkelling at Buccoo, the rainforest reserve, and long afternoons on Pigeon Point beach.',
    destination: 'Tobago',
    duration: '4 Days / 3 Nights',
    priceCents: 129900,
    highlights: [
      'Glass-bottom boat to Buccoo Reef and the Nylon Pool',
      'Main Ridge Forest Reserve nature walk',
      'Pigeon Point beach day',
      'Sunset drinks on the beach',
      'Beachfront resort stay',
    ],
    imageUrl: '/images/trips/tobago.svg',
    isPopular: false,
    isHotDeal: true,
    isSoldOut: false,
    capacity: GROUP_CAPACITY,
    // Four days, Thursday to Sunday, every month of the dry season.
    departures: [
      departing('2027-01-14', '2027-01-17'),
      departing('2027-02-11', '2027-02-14'),
      departing('2027-03-11', '2027-03-14'),
      departing('2027-04-15', '2027-04-18'),
      departing('2027-05-13', '2027-05-16'),
      departing('2027-06-10', '2027-06-13'),
    ],
  },
  {
    id: packageIds.stLucia,
    title: 'St. Lucia Carnival',
    description:
      'Six all-inclusive days at an adults-only resort for St. Lucia Carnival: parade days with a band costume included, the Pitons, and Caribbean evenings.',
    destination: 'St. Lucia',
    duration: '6 Days / 5 Nights',
    priceCents: 286500,
    highlights: [
      'Carnival Monday and Tuesday with a band costume included',
      'All-inclusive adults-only resort',
      'Catamaran cruise to the Pitons',
      'Sulphur Springs mud baths',
      'Welcome and farewell dinners',
    ],
    imageUrl: '/images/trips/st-lucia.svg',
    isPopular: false,
    isHotDeal: false,
    isSoldOut: false,
    capacity: GROUP_CAPACITY,
    // Friday to Wednesday around Carnival Monday and Tuesday (2026: July 20–21; 2027: July 19–20).
    departures: [departing('2026-07-17', '2026-07-22'), departing('2027-07-16', '2027-07-21')],
  },
  {
    id: packageIds.guyana,
    title: 'Guyana: Rainforest & Kaieteur Falls',
    description:
      'Four days in the Guiana Shield: a flight over the rainforest to Kaieteur Falls, Georgetown\u2019s wooden cathedral and markets, and an evening river safari.',
    destination: 'Guyana',
    duration: '4 Days / 3 Nights',
    priceCents: 149900,
    highlights: [
      'Scenic flight to Kaieteur Falls',
      'Georgetown city tour and Stabroek Market',
      'Essequibo River boat trip',
      'Guyanese cooking experience',
      'Rainforest lodge night',
    ],
    imageUrl: '/images/trips/guyana.svg',
    isPopular: false,
    isHotDeal: false,
    isSoldOut: true,
    capacity: GROUP_CAPACITY,
    departures: [],
  },
  {
    id: packageIds.cartagena,
    title: 'Cartagena: Colonial Colombia',
    description:
      'Four days inside and around the walled city of Cartagena: cobbled plazas, the Rosario Islands, Getseman\u00ed street art and Caribbean Colombian food.',
    destination: 'Colombia',
    duration: '4 Days / 3 Nights',
    priceCents: 159900,
    highlights: [
      'Walled City walking tour',
      'Rosario Islands boat day',
      'Getseman\u00ed street-art tour',
      'Castillo San Felipe de Barajas',
      'Rooftop sunset dinner',
    ],
    imageUrl: '/images/trips/cartagena.svg',
    isPopular: false,
    isHotDeal: false,
    isSoldOut: true,
    capacity: GROUP_CAPACITY,
    departures: [],
  },
  {
    id: packageIds.belize,
    title: 'Belize: Reef & Jungle',
    description:
      'Five days direct from JFK: snorkel the Belize Barrier Reef, climb the Maya temples of Xunantunich and cave-tube through the jungle, in a small group.',
    destination: 'Belize',
    duration: '5 Days / 4 Nights',
    priceCents: 219500,
    highlights: [
      'Direct flights from JFK',
      'Hol Chan Marine Reserve and Shark Ray Alley snorkelling',
      'Xunantunich Maya ruins',
      'Cave tubing in the jungle',
      'Caye Caulker island afternoon',
    ],
    imageUrl: '/images/trips/belize.svg',
    isPopular: false,
    isHotDeal: false,
    isSoldOut: false,
    capacity: GROUP_CAPACITY,
    departures: [departing('2026-04-02', '2026-04-06'), departing('2027-04-01', '2027-04-05')],
  },
];
