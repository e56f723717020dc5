import { type Browser, expect, type Page, test } from '@playwright/test';
import { sendCareRequest } from '../support/careRequestForm.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency owner has the app open; a family, signed out in a browser of its own, asks the
// owner's agency for care. The owner's bell counts it as it happens, without a reload: the page
// hears it on its websocket (laravel-echo and pusher-js against the app's own protocol server).

type Words = {
  connected: string;
  bell: RegExp;
  panel: string;
  toast: string;
  sentBy: (family: string) => string;
};

const english: Words = {
  connected: 'Live updates: connected',
  bell: /^Notifications, (none|\d+) unread$/,
  panel: 'Notifications',
  toast: 'New care request',
  sentBy: (family) => `${family} sent a care request`,
};

const spanish: Words = {
  connected: 'Actualizaciones en directo: conectadas',
  bell: /^Notificaciones, (ninguna|\d+) sin leer$/,
  panel: 'Notificaciones',
  toast: 'Nueva solicitud de cuidados',
  sentBy: (family) => `${family} ha enviado una solicitud de cuidados`,
};

/** The unread count the bell's name says (its badge is only drawn). */
async function unreadOn(page: Page, words: Words): Promise<number> {
  const name =
    (await page.getByRole('button', { name: words.bell }).getAttribute('aria-label')) ?? '';
  return Number(words.bell.exec(name)?.[1]) || 0;
}

/** A family in a browser of its own, never signed in, sends Maple Home Care a care request. */
async function familyAsksForCare(browser: Browser, family: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.get('/api/marketplace/homecare/listings?city=Toronto');
  const { data } = (await response.json()) as { data: { id: number; agency: { name: string } }[] };
  const listing = data.find((hit) => hit.agency.name === 'Maple Home Care');
  expect(listing, 'Maple Home Care has a listing in Toronto').toBeDefined();
  await page.goto(`/en-us/homecare/listings/${listing?.id}/request-care`);
  await sendCareRequest(page, { family, agency: 'Maple Home Care' });
  await context.close();
}

async function bellRisesWithoutReload(page: Page, browser: Browser, words: Words) {
  await expect(page.getByRole('img', { name: words.connected })).toBeVisible();
  const before = await unreadOn(page, words);
  // Gone if the page reloads: the count must rise on this very document.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  const family = `Familia Live ${Date.now()}`;
  await familyAsksForCare(browser, family);

  await expect.poll(() => unreadOn(page, words)).toBeGreaterThan(before);
  // Another test's family may be the newest by now: the toast shows the latest high one.
  await expect(page.getByRole('alert').filter({ hasText: words.toast })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');

  await page.getByRole('button', { name: words.bell }).click();
  const panel = page.getByRole('dialog', { name: words.panel });
  await expect(panel.getByRole('link', { name: new RegExp(words.sentBy(family)) })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test('the agency owner’s bell counts a family’s care request as it arrives', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1920, height: 1100 });
  await signInAs(page, 'agency');
  await bellRisesWithoutReload(page, browser, english);
});

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the bell counts it too, and says so in Spanish', async ({ page, browser }) => {
    await signInAs(page, 'agency', { locale: 'es-es' });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await bellRisesWithoutReload(page, browser, spanish);
  });
});
