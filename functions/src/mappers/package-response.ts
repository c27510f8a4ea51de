import { centsToDollars } from '@sunward/shared/money';
import { balanceDueDateOf } from '@sunward/shared/rules/departure-balance-due';
import { departurePriceCents } from '@sunward/shared/rules/departure-price';
import { headlineDeparture, isTripSoldOut, upcomingDepartures } from '@sunward/shared/rules/departure-schedule';
import { isSoldOut } from '@sunward/shared/rules/package-availability';
import type { Package, PackageDeparture } from '@sunward/shared/schemas/package';
import type { DepartureRecord } from '../store/departure-repository';
import type { PackageRecord } from '../store/package-repository';

function toDepartureResponse(record: PackageRecord, departure: DepartureRecord): PackageDeparture {
  return {
    id: departure.id,
    departureDate: departure.departureDate,
    returnDate: departure.returnDate,
    seatsLeft: Math.max(0, departure.seatsLeft),
    price: centsToDollars(departurePriceCents(departure, record.priceCents)),
    balanceDueDate: balanceDueDateOf(departure),
    isSoldOut: isSoldOut(record.flaggedSoldOut, departure.seatsLeft),
  };
}

/**
 * The one place a package's cents become the API's dollars. What it shows depends on `now`: only
 * upcoming departures are offered, and the trip's own dates, seats and price are those of the
 * departure a visitor would book first.
 */
export function toPackageResponse(record: PackageRecord, now: Date): Package {
  const headline = headlineDeparture(record.departures, now);
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    destination: record.destination,
    duration: record.duration,
    price: centsToDollars(headline ? departurePriceCents(headline, record.priceCents) : record.priceCents),
    highlights: record.highlights,
    imageUrl: record.imageUrl,
    isPopular: record.isPopular,
    isHotDeal: record.isHotDeal,
    isSoldOut: isTripSoldOut(record.flaggedSoldOut, record.departures, now),
    departureDate: headline?.departureDate ?? null,
    returnDate: headline?.returnDate ?? null,
    seatsLeft: Math.max(0, headline?.seatsLeft ?? 0),
    departures: upcomingDepartures(record.departures, now).map((departure) => toDepartureResponse(record, departure)),
  };
}
