import { catalogue } from '@sunward/shared/catalogue/packages';
import { cents, centsToDollars } from '@sunward/shared/money';
import type { Package } from '@sunward/shared/schemas/package';

/** The shared catalogue as `GET /api/packages` answers it on a fresh table. */
export function catalogueAsPackages(): Package[] {
  return catalogue.map((entry) => ({
    id: entry.id,
    title: entry.title,
    description: entry.description,
    destination: entry.destination,
    duration: entry.duration,
    price: centsToDollars(cents(entry.priceCents)),
    highlights: entry.highlights,
    imageUrl: entry.imageUrl,
    isPopular: entry.isPopular,
    isHotDeal: entry.isHotDeal,
    isSoldOut: entry.isSoldOut,
    departureDate: entry.departureDate,
    returnDate: entry.returnDate,
    seatsLeft: entry.capacity,
  }));
}
