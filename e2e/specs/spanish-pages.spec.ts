import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { englishTextsOn } from '../support/englishText.ts';
import { scrollIntoView } from '../support/layout.ts';

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
  // The map loads when it is scrolled to; on a phone it is below the first screen.
  const map = page.getByRole('region', { name: new RegExp(listing.name) });
  await scrollIntoView(map);
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

type Named = { id: number; firstName: string; lastName: string };
type Caregiver = Named & { status: string; bio: string | null };
type Patient = Named & { allergies: unknown[] };

/**
 * The Madrid agency, a caregiver of it with a bio and a reason on file (one not pending), and a
 * patient with allergies on record.
 */
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
  const first = async <T>(ids: { id: number }[], path: string, fits: (row: T) => boolean) => {
    for (const { id } of ids) {
      const row = await json<T>(`${path}/${id}`);
      if (fits(row)) {
        return row;
      }
    }
    throw new Error(`no record of ${path} fits the Madrid check`);
  };
  const caregiver = await first<Caregiver>(
    await json<Named[]>(`/api/caregivers?agencyId=${agency.id}&perPage=100`),
    '/api/caregivers',
    (row) => row.bio !== null && row.status !== 'pending',
  );
  const patient = await first<Patient>(
    await json<Named[]>(`/api/patients?agencyId=${agency.id}&perPage=100`),
    '/api/patients',
    (row) => row.allergies.length > 0,
  );
  return { agency, caregiver, patient };
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
      const heading = (person: Named) =>
        page.getByRole('heading', { level: 1, name: new RegExp(person.lastName) });

      await page.goto(`/es-es/user/caregivers?agencyId=${agency.id}`);
      await expect(page.getByText(caregiver.lastName).first()).toBeVisible();
      expect(await englishTextsOn(page)).toEqual([]);

      await page.goto(`/es-es/user/caregivers/${caregiver.id}`);
      await expect(heading(caregiver)).toBeVisible();
      await expect(page.getByText(caregiver.bio ?? '')).toBeVisible();
      await expect(page.getByText(/· Motivo: /).first()).toBeVisible();
      expect(await englishTextsOn(page)).toEqual([]);

      await page.goto(`/es-es/user/patients/${patient.id}`);
      await expect(heading(patient)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Alergias' })).toBeVisible();
      expect(await englishTextsOn(page)).toEqual([]);
    });
  });
}
