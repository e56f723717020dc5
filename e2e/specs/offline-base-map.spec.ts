import { expect, test } from '@playwright/test';
import { nearestHomeCareListing } from '../support/demoListings.ts';

// The suite's server has no MAP_TILE_URL: the map draws the base shipped with the app.
const TORONTO = '/en-ca/locations/ontario/toronto';

// On a phone the map is behind its own button; on a wide screen it stands beside the list.
for (const { viewport, mapBehindButton } of [
  { viewport: { width: 1920, height: 1080 }, mapBehindButton: false },
  { viewport: { width: 360, height: 740 }, mapBehindButton: true },
]) {
  test(`the map without tiles shows land and Toronto's name, asking no other server (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) {
        origins.add(url.origin);
      }
    });
    await page.goto(TORONTO);
    if (mapBehindButton) {
      await page.getByRole('button', { name: 'Map', exact: true }).click();
    }
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map.locator('path.hearth-map-land').first()).toHaveAttribute('d', /\d/);
    const name = map.locator('.hearth-map-place', { hasText: /^Toronto$/ });
    await expect(name).toBeVisible();
    const [mapBox, nameBox] = [await map.boundingBox(), await name.boundingBox()];
    expect(nameBox?.x).toBeGreaterThanOrEqual(mapBox?.x ?? Number.POSITIVE_INFINITY);
    expect((nameBox?.x ?? 0) + (nameBox?.width ?? 0)).toBeLessThanOrEqual(
      (mapBox?.x ?? 0) + (mapBox?.width ?? 0),
    );
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
    expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  });
}

test("a listing's map below a phone's first screen, and its base map's data, load when scrolled to", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The map's own code (Leaflet with it) and the base map's data, each a hashed file of the build.
  const mapFiles = new Set<string>();
  page.on('request', (sent) => {
    const file = new URL(sent.url()).pathname.split('/').pop() ?? '';
    const mapFile = /^(ListingsMap|countries-50m|states-10m)-[^.]+\.(js|json)$/.exec(file);
    if (mapFile?.[1] !== undefined) {
      mapFiles.add(mapFile[1]);
    }
  });
  await page.goto(`/en-us/homecare/listings/${await nearestHomeCareListing(request)}`);
  const map = page.getByRole('region', { name: /^Map showing / });
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeAttached();
  expect((await map.boundingBox())?.y).toBeGreaterThan(740);
  // An IntersectionObserver reports an element's first state with the next rendering of the page:
  // two frames after the map's room is laid out, a map in view would have started loading.
  await page.evaluate(
    () => new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed))),
  );
  await expect(map.locator('.leaflet-container')).toHaveCount(0);
  expect([...mapFiles]).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('path.hearth-map-land').first()).toHaveAttribute('d', /\d/);
  expect([...mapFiles].sort()).toEqual(['ListingsMap', 'countries-50m', 'states-10m']);
});
