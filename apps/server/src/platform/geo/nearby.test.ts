import { describe, expect, it } from 'vitest';
import { type Box, boundingBox, type Point } from './nearby.ts';

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `km` away from `from` on `bearing` (degrees from north), on the sphere. */
function destination(from: Point, km: number, bearing: number): Point {
  const angle = km / EARTH_RADIUS_KM;
  const lat = toRadians(from.latitude);
  const theta = toRadians(bearing);
  const latitude = Math.asin(
    Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(theta),
  );
  const longitude =
    toRadians(from.longitude) +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat),
      Math.cos(angle) - Math.sin(lat) * Math.sin(latitude),
    );
  // Back into -180…180.
  const wrapped = ((((toDegrees(longitude) + 180) % 360) + 360) % 360) - 180;
  return { latitude: toDegrees(latitude), longitude: wrapped };
}

function contains(box: Box, { latitude, longitude }: Point): boolean {
  const inBand = latitude >= box.south && latitude <= box.north;
  return (
    inBand &&
    (box.longitudes === 'all' ||
      box.longitudes.some(([west, east]) => longitude >= west && longitude <= east))
  );
}

describe('boundingBox', () => {
  const centres: Point[] = [
    { latitude: 43.7, longitude: -79.42 },
    { latitude: -33.87, longitude: 151.21 },
    { latitude: 0, longitude: 0 },
    { latitude: -17.8, longitude: 179.9 },
    { latitude: 64.8, longitude: -179.95 },
    { latitude: 89.5, longitude: 10 },
    { latitude: -89.9, longitude: -120 },
  ];

  it('holds every point of the circle, wherever the centre is', () => {
    for (const centre of centres) {
      for (const km of [0, 1, 25, 500, 1000]) {
        const box = boundingBox(centre, km);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const edge = destination(centre, km, bearing);
          expect(contains(box, edge), `${km} km from ${JSON.stringify(centre)}`).toBe(true);
        }
      }
    }
  });

  it('is about as tall and wide as the circle away from poles and the antimeridian', () => {
    const box = boundingBox({ latitude: 60, longitude: 10 }, 111.2);
    expect(box.south).toBeCloseTo(59, 2);
    expect(box.north).toBeCloseTo(61, 2);
    // A degree of longitude is half as long at 60°, so the box is twice as wide in degrees.
    expect(box.longitudes).toHaveLength(1);
    const [[west, east]] = box.longitudes as [[number, number]];
    expect(west).toBeCloseTo(8, 1);
    expect(east).toBeCloseTo(12, 1);
  });

  it('takes every longitude when the circle reaches a pole, and clamps the latitudes', () => {
    const box = boundingBox({ latitude: 89.9, longitude: 45 }, 50);
    expect(box.longitudes).toBe('all');
    expect(box.north).toBe(90);
    expect(boundingBox({ latitude: -89.9, longitude: 45 }, 50).south).toBe(-90);
  });

  it('splits the longitudes in two across the antimeridian', () => {
    const east = boundingBox({ latitude: 0, longitude: 179.9 }, 50);
    expect(east.longitudes).toHaveLength(2);
    expect(east.longitudes).toContainEqual([expect.closeTo(179.45, 1), 180]);
    expect(east.longitudes).toContainEqual([-180, expect.closeTo(-179.65, 1)]);
    const west = boundingBox({ latitude: 0, longitude: -179.9 }, 50);
    expect(west.longitudes).toContainEqual([-180, expect.closeTo(-179.45, 1)]);
    expect(west.longitudes).toContainEqual([expect.closeTo(179.65, 1), 180]);
  });
});
