import { expect, type Page, test } from '@playwright/test';
import { sendCareRequest } from '../support/careRequestForm.ts';
import { demoListingNamed } from '../support/demoListings.ts';
import { horizontalOverflow } from '../support/layout.ts';

// A visitor looks for care in the demo data: Maple Home Care lists home care across Toronto, and
// Soins Saint-Laurent a shared living home in Montréal.

const placeBox = (page: Page, name = 'City or town') => page.getByRole('combobox', { name });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const mapOf = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const clusters = (page: Page) =>
  mapOf(page).getByRole('button', { name: /^\d+ listings here, zoom in$/ });

async function searchFor(page: Page, text: string, option: string) {
  await placeBox(page).fill(text);
  await page.getByRole('option', { name: option }).click();
}

test.describe('searching on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("a listing's page loads its photo in the width its gallery column needs", async ({
    page,
    request,
  }) => {
    const name = 'Maple Home Care — In-home support';
    const id = await demoListingNamed(request, { searchType: 'homecare', city: 'Toronto', name });
    await page.goto(`/en-us/homecare/listings/${id}`);
    const photo = page.getByRole('img', { name: `Photo 1 of ${name}` });
    await expect(photo).toHaveAttribute(
      'srcset',
      /^\S+\?w=320 320w, \S+\?w=640 640w, \S+\?w=1280 1280w$/,
    );
    // Four gallery columns of 299 px on a screen of one pixel per pixel: the 320 px size.
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/\?w=320$/);
  });

  test('finds home care in Toronto, requests care from a listing and keeps each search through a reload', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await page.getByRole('link', { name: 'Search home care' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find home care' })).toBeVisible();
    await expect(page).toHaveTitle(/^Home care near you · /);

    await searchFor(page, 'Toronto', 'Toronto, ON');
    await expect(results(page).getByText(/\d+ results? within 25 km of Toronto, ON/)).toBeVisible();
    const listing = results(page)
      .getByRole('link', { name: /^Maple Home Care — / })
      .first();
    await expect(listing).toBeVisible();
    // The map beside the list groups nearby listings with their count.
    await expect(clusters(page).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const name = (await listing.textContent()) ?? '';
    await listing.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request care' })).toHaveAttribute(
      'href',
      /^\/en-us\/homecare\/listings\/\d+\/request-care$/,
    );
    await page.getByRole('link', { name: 'Request care' }).click();
    await sendCareRequest(page, { family: `Wide Family ${Date.now()}`, agency: 'Maple Home Care' });
    await page.goBack();
    await page.getByRole('link', { name: 'Back to results' }).click();
    await expect(placeBox(page)).toHaveValue('Toronto, ON');

    // The search survives a reload.
    await page.reload();
    await expect(placeBox(page)).toHaveValue('Toronto, ON');
    await expect(results(page).getByRole('link', { name }).first()).toBeVisible();

    // The place goes along to shared living.
    await page
      .getByRole('navigation', { name: 'Kind of care' })
      .getByRole('link', { name: 'Shared living' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find shared living' })).toBeVisible();
    await expect(placeBox(page)).toHaveValue('Toronto, ON');
    await searchFor(page, 'Montr', 'Montréal, QC');
    await expect(
      results(page).getByRole('link', { name: 'Soins Saint-Laurent — Shared living home' }),
    ).toBeVisible();
    await page.reload();
    await expect(placeBox(page)).toHaveValue('Montréal, QC');
    await page
      .getByRole('navigation', { name: 'Kind of care' })
      .getByRole('link', { name: 'Home care' })
      .click();
    await expect(placeBox(page)).toHaveValue('Montréal, QC');
  });

  test('a place page seeds the search with its city', async ({ page }) => {
    await page.goto('/en-ca/locations/ontario/ottawa');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Home care in Ottawa, ON' }),
    ).toBeVisible();
    await expect(placeBox(page)).toHaveValue('Ottawa, ON');
    await expect(results(page).getByText(/results? within 25 km of Ottawa, ON/)).toBeVisible();
    await expect(page).toHaveTitle(/^Care in Ottawa, ON · /);

    // The search page of the same kind of care now starts from Ottawa.
    await page.goto('/en-ca/homecare');
    await expect(placeBox(page)).toHaveValue('Ottawa, ON');
  });

  test('an unknown place says so and offers a search', async ({ page }) => {
    await page.goto('/en-us/locations/ontario/atlantis');
    await expect(page.getByRole('heading', { name: 'Place not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Search for care' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find home care' })).toBeVisible();
  });
});

test.describe('searching on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows the list first, the map on request, and requests care, without a sideways scroll', async ({
    page,
  }) => {
    await page.goto('/en-us/homecare');
    await searchFor(page, 'Toronto', 'Toronto, ON');
    const listing = results(page)
      .getByRole('link', { name: /^Maple Home Care — / })
      .first();
    await expect(listing).toBeVisible();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(clusters(page).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'List', exact: true }).click();
    const name = (await listing.textContent()) ?? '';
    await listing.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.reload();
    await page.getByRole('link', { name: 'Back to results' }).click();
    await expect(placeBox(page)).toHaveValue('Toronto, ON');

    await listing.click();
    await page.getByRole('link', { name: 'Request care' }).click();
    await sendCareRequest(page, {
      family: `Phone Family ${Date.now()}`,
      agency: 'Maple Home Care',
    });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('in Spanish the search speaks Spanish', async ({ page }) => {
  await page.goto('/es-es/homecare');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encuentre cuidado a domicilio' }),
  ).toBeVisible();
  await placeBox(page, 'Ciudad o localidad').fill('Toronto');
  await page.getByRole('option', { name: 'Toronto, ON' }).click();
  await expect(page.getByText(/resultados? a menos de 25 km de Toronto, ON/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Distancia' })).toBeVisible();
  await expect(page).toHaveTitle(/^Cuidado a domicilio cerca de usted · /);
});
