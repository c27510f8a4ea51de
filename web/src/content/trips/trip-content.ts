/**
 * The shape of one destination's page content. Content is editorial: itineraries, inclusions,
 * galleries, tips and notes. Prices, dates shown as facts, seats and sold-out state come from the
 * package data (`GET /api/packages`), never from here.
 */
export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
  highlights: readonly string[];
  /** Belize shows the weekday ("Thursday"). */
  dayOfWeek?: string;
  /** St. Lucia and Belize show a date label ("July 17"). */
  dateLabel?: string;
}

export interface GalleryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface FeatureCard {
  title: string;
  description: string;
}

export interface TipGroup {
  title: string;
  items: readonly string[];
}

export interface TripContent {
  /** The page's path without the slash: `morocco`, `belize`. */
  slug: string;
  /** The catalogue package this page sells: one of `packageIds` (`shared/src/catalogue/package-ids.ts`). */
  packageId: string;
  /** Short name for links and titles: "Portugal & Morocco". */
  name: string;
  /** `<title>` and meta description. */
  metaTitle: string;
  metaDescription: string;
  hero: { eyebrow: string; title: string; lead: string; image: GalleryImage };
  intro: { title: string; paragraphs: readonly string[] };
  features: readonly FeatureCard[];
  gallery: readonly GalleryImage[];
  itinerary: {
    title: string;
    days: readonly ItineraryDay[];
    /**
     * Label each day with its calendar date, counted from the package's departure date:
     * `date` gives "July 9", `weekday` gives "Thursday, April 2". Without a departure date the
     * days carry no date, so a moved departure never leaves stale dates behind.
     */
    dateLabels?: 'date' | 'weekday';
  };
  inclusions: readonly string[];
  exclusions?: readonly string[];
  tips: readonly TipGroup[];
  /** Short facts shown in the package section, e.g. "Max 12 people", "English-speaking guide". */
  packageFacts: readonly string[];
  /** Free-form notes (resort details, weather, deposit terms). */
  notes?: readonly { title: string; paragraphs: readonly string[] }[];
  /** Where the group stays: the resort, lodge or hotels, and what they offer. */
  accommodation?: { title: string; description: string; items: readonly string[] };
  /** Shown instead of booking when the package is sold out: what to expect from future departures. */
  futureDepartures?: { title: string; paragraphs: readonly string[] };
  /** The closing invitation before the page's contact block (Morocco: a custom itinerary). */
  closing?: { title: string; text: string; linkLabel: string };
  /**
   * Where the hero's booking button goes while the package is not loaded or does not exist:
   * `contact` (the default), the page's own `#packages` section, or straight to the booking
   * form of `packageId` (St. Lucia). A sold-out package never gets a booking link.
   */
  bookingFallback?: 'contact' | 'packages-anchor' | 'booking';
  /**
   * How the page relates to `packageId`: `trip` (the default) sells it as this page's own trip;
   * `alternative` offers it as the nearest scheduled departure, so its duration, dates and price
   * appear only in the package section, never as facts of this page's route.
   */
  packageRole?: 'trip' | 'alternative';
  /** Headings of the package section; by default "Dates & price" and "Reserve your place". */
  packageSection?: { eyebrow: string; title: string; lead?: string };
}
