import type { Package } from '@sunward/shared/schemas/package';
import type { TripContent } from '../../../content/trips/trip-content';

const availability = {
  inStock: 'https://schema.org/InStock',
  soldOut: 'https://schema.org/SoldOut',
} as const;

/**
 * The page's trip as schema.org's `TouristTrip`, with one `Offer` per upcoming departure: its
 * price per person in USD, whether seats are left, and its dates (bookable until it leaves).
 * Search engines read it from the prerendered page; the departures are those the package lists.
 */
export function tripStructuredData(content: TripContent, trip: Package | undefined): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip?.title ?? content.name,
    description: content.metaDescription,
    image: content.hero.image.src,
    provider: { '@type': 'TravelAgency', name: 'Sunward Group Travel' },
    itinerary: {
      '@type': 'ItemList',
      itemListElement: content.itinerary.days.map((day) => ({ '@type': 'ListItem', position: day.day, name: day.title })),
    },
    offers: (trip?.departures ?? []).map((departure) => ({
      '@type': 'Offer',
      name: `Departure ${departure.departureDate} to ${departure.returnDate}`,
      price: departure.price,
      priceCurrency: 'USD',
      availability: departure.isSoldOut ? availability.soldOut : availability.inStock,
      validThrough: departure.departureDate,
    })),
  };
}
