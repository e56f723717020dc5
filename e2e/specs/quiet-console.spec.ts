import { expect, type Page, test } from '@playwright/test';
import { collectPageErrors } from '../support/pageErrors.ts';

// A visitor's browser reports nothing wrong on the public pages: no failed request (a 401 for
// "who is signed in" was one), no script error, no blocked resource.

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const firstResult = (page: Page) => results(page).getByRole('link').first();

async function searchToronto(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('combobox', { name: 'City or town' }).fill('Toronto');
  await page.getByRole('option', { name: 'Toronto, ON' }).click();
  await expect(firstResult(page)).toBeVisible();
}

/** Opens `path` afresh and waits for its main heading and a quiet network. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1920, height: 1080 },
]) {
  test(`a visitor's public pages log no error at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);

    await open(page, '/en-us');
    for (const kind of ['homecare', 'shared-living', 'day-program']) {
      await searchToronto(page, `/en-us/${kind}`);
      await page.waitForLoadState('networkidle');
    }
    await open(page, '/en-us/locations/ontario/toronto');
    const listing = await firstResult(page).getAttribute('href');
    expect(listing).not.toBeNull();
    await open(page, listing ?? '');
    await open(page, `${listing}/request-care`);
    await open(page, '/es-es');
    await open(page, '/en-us/sign-in');
    await open(page, '/en-us/forgot-password');
    await open(page, '/en-us/shared-living/become-a-host');

    expect(errors).toEqual([]);
  });
}
