import { todayOf } from '@sunward/shared/rules/departure';
import type { Package } from '@sunward/shared/schemas/package';
import { notFound } from '../http/http-error';
import { toPackageResponse } from '../mappers/package-response';
import { findPackage, listPackages } from '../store/package-repository';

/** Every package as the API shows it at `now`: what can be booked from today. */
export async function browsePackages(now: Date): Promise<Package[]> {
  return (await listPackages(todayOf(now))).map((record) => toPackageResponse(record, now));
}

/** One package as the API shows it at `now`; 404 when there is no such package. */
export async function showPackage(id: string, now: Date): Promise<Package> {
  const record = await findPackage(id);
  if (!record) throw notFound('Package not found');
  return toPackageResponse(record, now);
}
