import { packageIds } from '@sunward/shared/catalogue/package-ids';
import { catalogue } from '@sunward/shared/catalogue/packages';
import { describe, expect, it } from 'vitest';
import { tripPages, tripPathForPackage } from '../../../content/trips/trip-pages';

describe('the destination pages index', () => {
  it.each(tripPages.map((page) => [page.slug, page] as const))('%s matches its content module', async (_slug, page) => {
    const content = await page.load();
    expect(content.slug).toBe(page.slug);
    expect(content.packageId).toBe(page.packageId);
  });

  it('sells only packages the catalogue has', () => {
    const ids = new Set(catalogue.map((entry) => entry.id));
    for (const page of tripPages) expect(ids).toContain(page.packageId);
  });

  it('links a package to its page, and an unknown one to "/" + its destination', () => {
    expect(tripPathForPackage({ id: packageIds.cartagena, destination: 'Colombia' })).toBe('/cartagena');
    expect(tripPathForPackage({ id: packageIds.guyana, destination: 'Guyana' })).toBe('/guyana');
    expect(tripPathForPackage({ id: packageIds.morocco, destination: 'Morocco' })).toBe('/morocco');
    expect(tripPathForPackage({ id: 'barbados-crop-over', destination: 'Barbados' })).toBe('/barbados');
  });
});
