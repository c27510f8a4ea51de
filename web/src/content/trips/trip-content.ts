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
  /** The catalogue package this page sells (see `shared/src/catalogue/packages.ts`). */
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
  itinerary: { title: string; days: readonly ItineraryDay[] };
  inclusions: readonly string[];
  exclusions?: readonly string[];
  tips: readonly TipGroup[];
  /** Short facts shown in the package section, e.g. "Max 12 people", "English-speaking guide". */
  packageFacts: readonly string[];
  /** Free-form notes (resort details, weather, deposit terms). */
  notes?: readonly { title: string; paragraphs: readonly string[] }[];
}
