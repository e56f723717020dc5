import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createCaregiver } from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';

// Searches around a place go through a latitude/longitude box before the exact distance; these
// places are where a naive box breaks: across the antimeridian, near a pole, in a box's corner.

const { database, server } = useTestServer();
let admin: BrowserClient;

type ListBody = {
  data: { lastName: string; distanceKm: number | null }[];
  meta: { total: number };
};

async function near(latitude: number, longitude: number, radiusKm: number): Promise<ListBody> {
  const response = await admin.request(
    `/api/caregivers?lat=${latitude}&lng=${longitude}&radiusKm=${radiusKm}&sort=distance`,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ListBody;
}

const names = (body: ListBody) => body.data.map((row) => row.lastName);

beforeAll(async () => {
  const { db } = database;
  const agency = await createAgency(db);
  const place = (lastName: string, latitude: number, longitude: number) =>
    createCaregiver(db, agency, { lastName, address: { latitude, longitude } });
  // Fiji, either side of 180°: about 10 km apart.
  await place('West', -17.8, 179.95);
  await place('East', -17.8, -179.96);
  // Near the North Pole, on opposite meridians: about 22 km apart over the pole.
  await place('Polar', 89.9, 0);
  await place('Opposite', 89.9, 180);
  // In the corner of the box around (45, 0) for 100 km, but about 124 km away from it.
  await place('Corner', 45.8, 1.1);
  const adminUser = await createUser(db, { role: Role.admin });
  admin = await signedInClient(server, adminUser.email, adminUser.password);
});

describe('caregivers near a place', () => {
  it('finds caregivers across the antimeridian, nearest first', async () => {
    const fromWest = await near(-17.8, 179.99, 20);
    expect(names(fromWest)).toEqual(['West', 'East']);
    expect(fromWest.meta.total).toBe(2);
    expect(fromWest.data[1]?.distanceKm).toBeCloseTo(5.3, 0);
    expect(names(await near(-17.8, -179.99, 20))).toEqual(['East', 'West']);
    expect(names(await near(-17.8, -179.99, 4))).toEqual(['East']);
  });

  it('finds caregivers on every meridian around a pole', async () => {
    expect(names(await near(89.95, 45, 20))).toEqual(['Polar', 'Opposite']);
    const overThePole = await near(89.9, 0, 25);
    expect(names(overThePole)).toEqual(['Polar', 'Opposite']);
    expect(overThePole.data[1]?.distanceKm).toBeCloseTo(22.2, 0);
  });

  it('keeps the exact distance: a place in the corner of the box is still too far', async () => {
    expect(names(await near(45, 0, 100))).toEqual([]);
    expect(names(await near(45, 0, 130))).toEqual(['Corner']);
  });
});
