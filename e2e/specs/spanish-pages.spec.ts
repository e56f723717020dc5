import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { englishTextsOn } from '../support/englishText.ts';

// A Spanish visitor reads the Madrid agency's listing, and an administrator its caregivers and a
// patient's record: the app's words, the component library's and the agency's own, all in Spanish.

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
  await expect(
    page
      .getByRole('region', { name: new RegExp(listing.name) })
      .getByRole('button', { name: words.zoomIn }),
  ).toBeVisible();
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

type Named = { id: number; firstName: string; lastName: string };

/** The Madrid agency, its first caregiver and its first patient with allergies on record. */
async function madridPeople(page: Page) {
  const json = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const [agency] = await json<{ id: number; name: string }[]>(
    '/api/agencies?q=Cuidados%20Castellana',
  );
  if (agency === undefined) {
    throw new Error('the demo data has no agency Cuidados Castellana');
  }
  const [caregiver] = await json<Named[]>(`/api/caregivers?agencyId=${agency.id}&perPage=100`);
  const patients = await json<Named[]>(`/api/patients?agencyId=${agency.id}&perPage=100`);
  for (const { id } of patients) {
    const patient = await json<Named & { allergies: unknown[] }>(`/api/patients/${id}`);
    if (caregiver !== undefined && patient.allergies.length > 0) {
      return { agency, caregiver, patient };
    }
  }
  throw new Error('the Madrid agency has no caregiver, or no patient with allergies');
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`the Madrid agency's people at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('show no English text on Spanish pages', async ({ page }) => {
      await signInAs(page, 'admin', { locale: 'es-es' });
      const { agency, caregiver, patient } = await madridPeople(page);

      await page.goto(`/es-es/user/caregivers?agencyId=${agency.id}`);
      await expect(page.getByText(caregiver.lastName).first()).toBeVisible();
      expect(await englishTextsOn(page)).toEqual([]);

      await page.goto(`/es-es/user/patients/${patient.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(patient.lastName) }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Alergias' })).toBeVisible();
      expect(await englishTextsOn(page)).toEqual([]);
    });
  });
}
