import { expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';
import {
  type Account,
  assignTodaysShift,
  bookTodaysVisit,
  caregiverPhone,
  csrf,
  hireOwnCaregiver,
  todaysVisit,
  VISIT_PLACE,
} from '../support/visitJourney.ts';

// The demo agency's office runs its invoices for today: a visit checked in and never checked out
// is listed as a visit not billed, with its reason and a way to correct it; once the caregiver
// has checked out, a run of the same day bills it on the patient's draft. Axe at 1920 and 360 px.

/** A 1×1 PNG: the client's signature, so the check-out opens no missing-signature exception. */
const SIGNATURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Today's visit of a booking billed privately at $45 a visit, checked in by a new caregiver. */
async function checkedInVisit(owner: Page, caregiver: Account) {
  const booking = await bookTodaysVisit(owner, 2);
  const headers = await csrf(owner);
  const priced = await owner.request.patch(`/api/assessments/${booking.id}`, {
    headers,
    data: { rateCents: 4500, rateUnit: 'visit', billingFrequency: 'none' },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const shiftId = await assignTodaysShift(owner, booking.id, caregiver);
  return { booking, shiftId };
}

/** Starts a run of today from the invoice run page and waits until the page says it finished. */
async function runToday(page: Page) {
  const today = todaysVisit().date;
  await page.goto('/en-us/user/invoice-runs');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice runs' })).toBeVisible();
  await page.getByLabel('First day').fill(today);
  await page.getByLabel('Last day').fill(today);
  await page.getByRole('button', { name: 'Start the run' }).click();
  await expect(page).toHaveURL(/\/user\/invoice-runs\/\d+$/);
  await expect(page.getByRole('status').getByText('Finished', { exact: true })).toBeVisible();
}

test('a run lists a visit never checked out, and bills it once it is', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency');
  const caregiver = await hireOwnCaregiver(page, baseURL ?? '');
  const { booking, shiftId } = await checkedInVisit(page, caregiver);
  const phone = await caregiverPhone(browser, caregiver);
  const phoneHeaders = await csrf(phone);
  const accepted = await phone.request.post(`/api/shifts/${shiftId}/accept`, {
    headers: phoneHeaders,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const checkedIn = await phone.request.post(`/api/shifts/${shiftId}/check-in`, {
    headers: phoneHeaders,
    data: VISIT_PLACE,
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);

  await runToday(page);
  const notBilled = page.getByRole('table', { name: 'Visits not billed' });
  const row = notBilled.getByRole('row').filter({ hasText: booking.patient });
  await expect(row).toContainText('Checked in, never checked out');
  await expect(row).toContainText(caregiver.name);
  await expect(row.getByRole('button', { name: 'Correct the visit' })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').filter({ hasText: booking.patient })).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'invoice run at 1920 px')).toEqual([]);

  const checkedOut = await phone.request.post(`/api/shifts/${shiftId}/check-out`, {
    headers: phoneHeaders,
    data: { ...VISIT_PLACE, signaturePng: SIGNATURE_PNG },
  });
  expect(checkedOut.status(), await checkedOut.text()).toBe(200);
  await phone.context().close();

  await runToday(page);
  const draft = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({
    hasText: booking.patient,
  });
  await expect(draft).toContainText('45.00');
  await expect(draft).toContainText('Draft');
  await expect(draft.getByRole('link', { name: booking.patient })).toHaveAttribute(
    'href',
    /\/en-us\/user\/invoices\/\d+$/,
  );
  await expect(
    page.getByRole('table', { name: 'Visits not billed' }).getByRole('row').filter({
      hasText: booking.patient,
    }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Issue / })).toBeVisible();
});

test('the invoice run pages work on a phone, axe-clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, 'agency', { open: '/en-us/user/invoice-runs' });
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice runs' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the run' }).click();
  await expect(page.getByRole('status').getByText('Finished', { exact: true })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'invoice run at 360 px')).toEqual([]);
  await page.getByRole('link', { name: 'All invoice runs' }).click();
  await expect(
    page.getByRole('list', { name: 'Past runs' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'invoice runs at 360 px')).toEqual([]);
  await context.close();
});
