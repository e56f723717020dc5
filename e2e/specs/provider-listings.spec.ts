import { expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { sendCareRequest } from '../support/careRequestForm.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo provider runs Sunrise Adult Day Program: a family asks its day program for care, and
// the provider finds the request in their inbox and keeps the program's listing, opening both
// from the shortcuts of their home, on a phone and on a wide screen.

const program = 'Sunrise Adult Day Program';
const listingName = `${program} — Day program`;

async function sunriseListingId(page: Page): Promise<number> {
  const response = await page.request.get('/api/marketplace/day-program/listings?city=Hamilton');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const listing = data.find((hit) => hit.name === listingName);
  if (listing === undefined) {
    throw new Error(`no ${listingName} in Hamilton`);
  }
  return listing.id;
}

/** Opens a shortcut of the signed-in home and checks the page it opens fits and passes axe. */
async function openShortcut(page: Page, shortcut: string, heading: string) {
  await page.goto('/en-us/user');
  await page
    .getByRole('region', { name: 'What you can do here' })
    .getByRole('link', { name: new RegExp(`^${shortcut}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function expectFitsAndAccessible(page: Page, where: string) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, where)).toEqual([]);
}

async function checkInboxAndListing(page: Page, family: string | null) {
  await openShortcut(page, 'Care requests', 'Care requests');
  if (family !== null) {
    await expect(page.getByRole('link', { name: family })).toBeVisible();
  }
  await expectFitsAndAccessible(page, 'inbox');

  await openShortcut(page, 'Our listings', 'Our listings');
  await page.getByRole('link', { name: listingName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${listingName}` })).toBeVisible();
  await expectFitsAndAccessible(page, 'listing editor');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("the provider finds a family's request and their listing", async ({ page }) => {
    const listingId = await sunriseListingId(page);
    const family = `Ana Familia ${Date.now()}`;
    await page.goto(`/en-us/day-program/listings/${listingId}/request-care`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Request care from ${listingName}` }),
    ).toBeVisible();
    await sendCareRequest(page, { family, agency: program });

    await signInAs(page, 'provider');
    await checkInboxAndListing(page, family);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the provider opens their inbox and listing editor', async ({ page }) => {
    await signInAs(page, 'provider');
    await checkInboxAndListing(page, null);
  });
});
