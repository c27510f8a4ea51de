import type { Package } from '@sunward/shared/schemas/package';
import { notFound } from '../http/http-error';
import { toPackageResponse } from '../mappers/package-response';
import { findPackage, listPackages } from '../store/package-repository';

/** Every package, as the API shows it. */
export async function browsePackages(): Promise<Package[]> {
  return (await listPackages()).map(toPackageResponse);
}

/** One package, as the API shows it; 404 when there is no such package. */
export async function showPackage(id: string): Promise<Package> {
  const record = await findPackage(id);
  if (!record) throw notFound('Package not found');
  return toPackageResponse(record);
}
