import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { layoutShiftSoFar, recordLayoutShifts } from '../support/layoutShift.ts';

// What a person sees must not move under their eyes while a page loads: the frame (the app's
// name, "Sign in" or the account, the footer), the results, the listing and the dashboard hold
// their place as code and data arrive. The sum of every shift stays under Lighthouse's "good"
// CLS of 0.1 with room to spare.
const CLS_BUDGET = 0.05;

// A place page starts the search from its city: a search with results on a first visit.
const TORONTO_SEARCH = '/en-us/locations/ontario/toronto';

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const firstResult = (page: Page) => results(page).getByRole('link').first();

async function firstHomeCareListing(page: Page): Promise<string> {
  await page.goto(TORONTO_SEARCH);
  const href = await firstResult(page).getAttribute('href');
  if (href === null) {
    throw new Error('the first result links nowhere');
  }
  return href;
}

/** Opens a page afresh, waits for `content` and a quiet network, and gives the shifts seen. */
async function layoutShiftLoading(
  page: Page,
  open: () => Promise<unknown>,
  content: Locator,
): Promise<number> {
  await recordLayoutShifts(page);
  await open();
  await expect(content).toBeVisible();
  await page.waitForLoadState('networkidle');
  return layoutShiftSoFar(page);
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a search with results holds still as the results arrive', async ({ page }) => {
      const shift = await layoutShiftLoading(
        page,
        () => page.goto(TORONTO_SEARCH),
        firstResult(page),
      );
      expect(shift).toBeLessThan(CLS_BUDGET);
    });

    test('a listing page holds still as it loads', async ({ page }) => {
      const listing = await firstHomeCareListing(page);
      const shift = await layoutShiftLoading(
        page,
        () => page.goto(listing),
        page.getByRole('link', { name: 'Request care' }),
      );
      expect(shift).toBeLessThan(CLS_BUDGET);
    });

    test("the agency's dashboard holds still as it loads", async ({ page }) => {
      const shift = await layoutShiftLoading(
        page,
        () => signInAs(page, 'agency'),
        page.getByRole('heading', { level: 1, name: /^Welcome, / }),
      );
      expect(shift).toBeLessThan(CLS_BUDGET);
    });
  });
}
