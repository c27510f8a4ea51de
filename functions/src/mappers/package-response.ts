import { centsToDollars } from '@sunward/shared/money';
import { isSoldOut } from '@sunward/shared/rules/package-availability';
import type { Package } from '@sunward/shared/schemas/package';
import type { PackageRecord } from '../store/package-repository';

/** The one place a package's cents become the API's dollars. */
export function toPackageResponse(record: PackageRecord): Package {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    destination: record.destination,
    duration: record.duration,
    price: centsToDollars(record.priceCents),
    highlights: record.highlights,
    imageUrl: record.imageUrl,
    isPopular: record.isPopular,
    isHotDeal: record.isHotDeal,
    isSoldOut: isSoldOut(record.flaggedSoldOut, record.seatsLeft),
    departureDate: record.departureDate,
    returnDate: record.returnDate,
    seatsLeft: Math.max(0, record.seatsLeft),
  };
}
