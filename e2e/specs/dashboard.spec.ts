import { expect, type Locator, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { caregiverPhone, csrf, plannedTodaysVisit, VISIT_PLACE } from '../support/visitJourney.ts';

// The demo agency owner's home: the day's figures above the shortcuts. A caregiver's check-in
// shows on "checked in now" without a reload (the agency's statistics channel); on a phone the tiles
// stand in one column, in Spanish, axe-clean. The demo caregiver's home shows their own day:
// today's visits and the next one, linking to My shifts.

/** Signs the owner in and waits until the home listens on the agency's statistics channel. */
async function openOwnersHome(page: Page, locale = 'en-us'): Promise<void> {
  const subscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/broadcasting/auth') &&
      (response.request().postData() ?? '').includes('private-cache-agency-statistics.') &&
      response.ok(),
  );
  await signInAs(page, 'agency', { locale });
  await subscribed;
}

/** The figure a tile shows, in plain digits (the demo's figures stay under a thousand). */
async function figureOf(tile: Locator): Promise<number> {
  const text = (await tile.textContent()) ?? '';
  return Number(/^\d+/.exec(text)?.[0] ?? Number.NaN);
}

test("the owner's dashboard shows a caregiver's check-in live", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await openOwnersHome(page);
  const dashboard = page.getByRole('region', { name: 'Today at a glance' });
  const checkedIn = dashboard.getByRole('link', { name: /Caregivers checked in now/ });
  await expect(checkedIn).toBeVisible();
  const before = await figureOf(checkedIn);
  expect(before).not.toBeNaN();

  const { caregiver, shiftId } = await plannedTodaysVisit(page, baseURL ?? '');
  const phone = await caregiverPhone(browser, caregiver);
  const headers = await csrf(phone);
  const accepted = await phone.request.post(`/api/shifts/${shiftId}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const checkIn = await phone.request.post(`/api/shifts/${shiftId}/check-in`, {
    headers,
    data: VISIT_PLACE,
  });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  await phone.context().close();

  await expect(checkedIn.getByText(String(before + 1), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you can do here' })).toBeVisible();
});

test('the dashboard on a phone in Spanish: one column, axe-clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await openOwnersHome(page, 'es-es');
  const dashboard = page.getByRole('region', { name: 'Su día de un vistazo' });
  const tiles = dashboard.getByRole('listitem');
  await expect(tiles).toHaveCount(8);
  const visits = dashboard.getByRole('link', { name: /Visitas de hoy/ });
  await expect(visits).toBeVisible();
  expect(await figureOf(visits)).toBeGreaterThan(0);
  const first = await tiles.nth(0).boundingBox();
  const second = await tiles.nth(1).boundingBox();
  expect(second?.x).toBe(first?.x);
  expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'dashboard at 360 px in Spanish')).toEqual([]);
  await context.close();
});

test("the demo caregiver's home on a phone: today's visits, one column, axe-clean", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, 'caregiver');
  const day = page.getByRole('region', { name: 'Your day' });
  const visits = day.getByRole('link', { name: /Visits today/ });
  await expect(visits).toBeVisible();
  await expect(visits).toHaveAttribute('href', '/en-us/user/my-shifts');
  expect(await figureOf(visits)).toBeGreaterThan(0);
  // The visit under way or to come (or, after the day's last one, that the day is done), then
  // the tasks and the doses still due today, each card an item of the day's one list.
  const cards = day.getByRole('list').first().locator(':scope > li');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(1).getByRole('link')).toHaveText(
    /(Visit under way|Next visit).+·|All of today's visits are done/,
  );
  await expect(cards.nth(2)).toContainText('Tasks to do today');
  await expect(cards.nth(3)).toContainText('Doses to give today');
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(second?.x).toBe(first?.x);
  expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, "caregiver's home at 360 px")).toEqual([]);
  await context.close();
});
