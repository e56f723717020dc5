import { expect, type Page, test } from '@playwright/test';
import { englishTextsOn } from '../support/englishText.ts';

// A Spanish visitor reads the Madrid agency's listing: the app's words, the component library's
// and the agency's own, all in Spanish.

type ListingRow = { id: number; name: string; agency: { name: string } };

async function madridHomeCare(page: Page): Promise<ListingRow> {
  const response = await page.request.get('/api/marketplace/homecare/listings?city=Madrid');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: ListingRow[] };
  const listing = data.find((row) => row.agency.name === 'Cuidados Castellana');
  if (listing === undefined) {
    throw new Error('the demo data has no home care listing of Cuidados Castellana in Madrid');
  }
  return listing;
}

/** The words the page is awaited by, in each language: its map, once drawn, has a zoom button. */
const pageWords = {
  'es-es': { requestCare: 'Solicitar cuidado', zoomIn: 'Acercar' },
  'en-us': { requestCare: 'Request care', zoomIn: 'Zoom in' },
} as const;

async function openListing(page: Page, locale: keyof typeof pageWords, listing: ListingRow) {
  const words = pageWords[locale];
  await page.goto(`/${locale}/homecare/listings/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByRole('link', { name: words.requestCare })).toBeVisible();
  // The map loads when it is scrolled to; on a phone it is below the first screen.
  const map = page.getByRole('region', { name: new RegExp(listing.name) });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('button', { name: words.zoomIn })).toBeVisible();
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`the Madrid listing at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows no English text on its Spanish page', async ({ page }) => {
      const listing = await madridHomeCare(page);
      expect(listing.name).toBe('Cuidados Castellana — Ayuda a domicilio');
      await openListing(page, 'es-es', listing);
      expect(await englishTextsOn(page)).toEqual([]);

      // The same check on the English page finds the app's words: it looks where it should.
      await openListing(page, 'en-us', listing);
      expect(await englishTextsOn(page)).toContain('Request care');
    });
  });
}
