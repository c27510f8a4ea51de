import { catalogue } from '@sunward/shared/catalogue/packages';
import { routes } from '@sunward/shared/routes';
import { PackageList } from '@sunward/shared/schemas/package';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/list-packages';
import { seedCatalogue } from '../../src/jobs/seed-catalogue';
import { browsePackages } from '../../src/services/browse-packages';
import { invoke } from '../support/invoke';
import { departedDeparture, departureOn, givenDeparture, givenPackage, givenSeatsLeft } from '../support/test-data';

/** The seeded catalogue as a visitor would see it on one fixed day, whatever today is. */
async function catalogueOn(now: Date) {
  const packages = await browsePackages(now);
  return PackageList.parse(packages).filter((p) => catalogue.some((entry) => entry.id === p.id));
}

describe('GET /api/packages', () => {
  beforeAll(async () => {
    await seedCatalogue();
  });

  it('lists the catalogue in order, priced in dollars, each with its departures', async () => {
    const response = await invoke(handler, routes.listPackages);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const packages = PackageList.parse(response.json).filter((p) => catalogue.some((entry) => entry.id === p.id));
    expect(packages.map((p) => p.id)).toEqual(catalogue.map((entry) => entry.id));
    expect(packages.every((p) => Array.isArray(p.departures))).toBe(true);
    expect(packages.filter((p) => p.destination === 'Guyana' || p.destination === 'Colombia').map((p) => p.isSoldOut)).toEqual([true, true]);
  });

  it('offers next season on 23 November 2026, the spec\u2019s departures having left', async () => {
    const packages = await catalogueOn(new Date('2026-11-23T12:00:00.000Z'));

    expect(packages.find((p) => p.destination === 'Morocco')).toMatchObject({
      price: 2658,
      departureDate: '2027-07-08',
      returnDate: '2027-07-13',
      isPopular: true,
      isSoldOut: false,
      departures: [
        { id: '2027-07-08', departureDate: '2027-07-08', returnDate: '2027-07-13', price: 2658, balanceDueDate: '2027-05-24', isSoldOut: false },
      ],
    });
    const tobago = packages.find((p) => p.destination === 'Tobago');
    expect(tobago).toMatchObject({ price: 1299, isHotDeal: true, isSoldOut: false, departureDate: '2027-01-14', returnDate: '2027-01-17' });
    expect(tobago?.departures?.map((d) => d.departureDate.slice(0, 7))).toEqual(['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06']);
    expect(packages.filter((p) => p.isSoldOut).map((p) => p.destination)).toEqual(['Guyana', 'Colombia']);
    expect(packages.find((p) => p.destination === 'Guyana')).toMatchObject({ departureDate: null, returnDate: null, seatsLeft: 0, departures: [] });
  });

  it('treats a trip whose departures have all left as sold out', async () => {
    const packages = await catalogueOn(new Date('2027-07-20T12:00:00.000Z'));

    expect(packages.find((p) => p.destination === 'Morocco')).toMatchObject({
      isSoldOut: true,
      departureDate: null,
      returnDate: null,
      seatsLeft: 0,
      departures: [],
    });
    // Its 2027 departure leaves on the 16th: by the 20th it has left too.
    expect(packages.find((p) => p.destination === 'St. Lucia')).toMatchObject({ isSoldOut: true, departureDate: null });
  });

  it('mirrors the next departure with a seat, or the next one when all are full', async () => {
    const trip = await givenPackage({ isSoldOut: false, departures: [departedDeparture, departureOn('2099-02-11'), departureOn('2099-01-14')] });
    await givenSeatsLeft(trip.id, 0, '2099-01-14');

    const listed = () => browsePackages(new Date('2026-11-23T12:00:00.000Z')).then((all) => all.find((p) => p.id === trip.id));

    expect(await listed()).toMatchObject({
      departureDate: '2099-02-11',
      seatsLeft: 12,
      isSoldOut: false,
      departures: [
        { id: '2099-01-14', seatsLeft: 0, isSoldOut: true },
        { id: '2099-02-11', seatsLeft: 12, isSoldOut: false },
      ],
    });
    await givenSeatsLeft(trip.id, 0, '2099-02-11');
    expect(await listed()).toMatchObject({ departureDate: '2099-01-14', seatsLeft: 0, isSoldOut: true });
  });

  it('leaves closed and cancelled departures out', async () => {
    const trip = await givenPackage({ isSoldOut: false, departures: [departureOn('2099-01-14'), departureOn('2099-02-11'), departureOn('2099-03-11')] });
    await givenDeparture(trip.id, { state: 'closed' }, '2099-01-14');
    await givenDeparture(trip.id, { state: 'cancelled' }, '2099-02-11');

    const response = await invoke(handler, routes.listPackages);

    const listed = PackageList.parse(response.json).find((p) => p.id === trip.id);
    expect(listed?.departures?.map((d) => d.id)).toEqual(['2099-03-11']);
    expect(listed).toMatchObject({ departureDate: '2099-03-11' });
  });
});
