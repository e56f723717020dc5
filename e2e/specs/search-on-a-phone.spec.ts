import { expect, type Locator, type Page, test } from '@playwright/test';

// A family searches on a phone (360 × 740): the first result shows on the first screen, the
// place goes with them from one kind of care to another, and a place we do not know is said to
// be unknown, with the closest places we do know offered instead.
test.use({ viewport: { width: 360, height: 740 } });

const placeBox = (page: Page) => page.getByRole('combobox', { name: 'City or town' });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const kindOfCare = (page: Page) => page.getByRole('navigation', { name: 'Kind of care' });
const resultsNear = (page: Page, place: string) =>
  results(page).getByRole('heading', {
    level: 2,
    name: new RegExp(`^\\d+ results? within 25 km of ${place}$`),
  });

async function searchFor(page: Page, text: string, option: string) {
  await placeBox(page).fill(text);
  await page.getByRole('option', { name: option }).click();
}

/** Where the top of `element` lies from the top of the page, in CSS pixels. */
const topOnPage = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);

test('the first result starts on the first screen, the filters behind one button', async ({
  page,
}) => {
  await page.goto('/en-us/homecare');
  await searchFor(page, 'Toronto', 'Toronto, ON');
  const first = results(page).getByRole('listitem').first();
  await expect(first.getByRole('link', { name: /^Maple Home Care — / })).toBeVisible();
  expect(await topOnPage(first)).toBeLessThan(740);

  // As a person arriving with the search already made sees it.
  await page.reload();
  await expect(first.getByRole('link')).toBeVisible();
  expect(await topOnPage(first)).toBeLessThan(740);

  await expect(page.getByRole('combobox', { name: 'Distance' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Distance' }).selectOption('50');
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(
    results(page).getByRole('heading', { level: 2, name: /within 50 km of Toronto, ON$/ }),
  ).toBeVisible();
});

test('the place goes along to shared living and day programs, and is searched there', async ({
  page,
}) => {
  await page.goto('/en-us/homecare');
  await searchFor(page, 'Ottawa', 'Ottawa, ON');
  await expect(resultsNear(page, 'Ottawa, ON')).toBeVisible();

  for (const [kind, heading] of [
    ['Shared living', 'Find shared living'],
    ['Day programs', 'Find an adult day program'],
    ['Home care', 'Find home care'],
  ] as const) {
    await kindOfCare(page).getByRole('link', { name: kind }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(placeBox(page)).toHaveValue('Ottawa, ON');
    await expect(resultsNear(page, 'Ottawa, ON')).toBeVisible();
  }
});

test('an unknown place is said to be unknown, and a close match can be searched instead', async ({
  page,
}) => {
  await page.goto('/en-us/homecare');
  await placeBox(page).fill('Springfield, Narnia');
  await placeBox(page).press('Enter');

  await expect(
    results(page)
      .getByRole('status')
      .filter({ hasText: 'We could not find “Springfield, Narnia”.' }),
  ).toBeVisible();
  // Not another Springfield searched in its stead.
  await expect(results(page).getByRole('heading', { name: /results? within/ })).toHaveCount(0);
  const closest = results(page).getByRole('list', { name: 'Did you mean one of these places?' });
  await expect(closest.getByRole('button', { name: 'Springfield, IL' })).toBeVisible();

  await closest.getByRole('button', { name: 'Springfield, MO' }).click();
  await expect(placeBox(page)).toHaveValue('Springfield, MO');
  await expect(resultsNear(page, 'Springfield, MO')).toBeVisible();
});
