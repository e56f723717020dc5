import { expect, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';
import {
  bookTodaysVisit,
  caregiverPhone,
  hireOwnCaregiver,
  VISIT_PLACE,
} from '../support/visitJourney.ts';

// The demo agency owner plans today's visit of a booking and offers it to a caregiver it hires
// for the test (the demo caregiver's own day is the demo's); the caregiver, on a phone, accepts
// it and checks in and out where the phone says they are (after being told to allow location);
// the owner's calendar then shows both times. On a fresh start both screens open on the demo's
// day: the demo caregiver's visit under way, and the agency's week.

test('a visit planned and assigned by the agency is checked in and out on the phone', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency');
  const caregiver = await hireOwnCaregiver(page, baseURL ?? '');
  const caregiverName = caregiver.name;
  const booking = await bookTodaysVisit(page);

  await page.goto(`/en-us/user/assessments/${booking.id}`);
  const shifts = page.getByRole('region', { name: 'Shifts' });
  await shifts.getByRole('button', { name: 'Plan the next 4 weeks' }).click();
  await expect(shifts.getByText(/new shifts? planned\./)).toBeVisible();
  await shifts
    .getByRole('list', { name: 'Shifts of this booking' })
    .getByRole('button', { name: /^Assign:/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Assign a caregiver' });
  await dialog.getByRole('button', { name: `Offer the shift to ${caregiverName}` }).click();
  await expect(dialog.getByText(`Offered to ${caregiverName}.`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(shifts.getByText('Offered').first()).toBeVisible();

  const phone = await caregiverPhone(browser, caregiver);
  await phone.goto('/en-us/user/my-shifts');
  await expect(phone.getByRole('heading', { level: 1, name: 'My shifts today' })).toBeVisible();
  const card = phone.getByRole('article', { name: booking.patient });
  await card.getByRole('button', { name: 'Accept' }).click();
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByRole('alert')).toContainText('Allow location for this site');
  await phone.context().grantPermissions(['geolocation']);
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByText(/^Checked in at /)).toBeVisible();
  // The client walks out with the caregiver: the check-out, about 2 km from home, needs a reason.
  // The client is asleep by then: the check-out says so instead of a signature.
  await phone.context().setGeolocation({ ...VISIT_PLACE, latitude: VISIT_PLACE.latitude + 0.018 });
  await card.getByRole('button', { name: 'Check out' }).click();
  const checkOut = phone.getByRole('dialog', { name: `Check out: ${booking.patient}` });
  await checkOut.getByRole('checkbox', { name: 'The client could not sign' }).check();
  await checkOut.getByRole('radio', { name: 'The client was asleep' }).check();
  await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
  await expect(checkOut.getByText(/away from the client's home or outside its time/)).toBeVisible();
  await expect(card.getByText(/^Checked out at /)).toHaveCount(0);
  await checkOut.getByRole('combobox', { name: 'Reason' }).click();
  await phone
    .getByRole('option', { name: 'Care given away from home (appointment, outing)' })
    .click();
  await checkOut.getByRole('button', { name: 'Check out with this reason' }).click();
  await expect(checkOut).toHaveCount(0);
  await expect(card.getByText(/^Checked out at /)).toBeVisible();
  await expect(card.getByText('Visit complete')).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);

  await page.goto('/en-us/user/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Shift calendar' })).toBeVisible();
  const visit = page
    .getByRole('listitem')
    .filter({ hasText: caregiverName })
    .filter({
      hasText: /In \d.* · Out \d/,
    });
  await expect(visit.first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the month calendar fits a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const owner = await context.newPage();
  await signInAs(owner, 'agency', { open: '/en-us/user/schedule?view=month' });
  await expect(owner.getByRole('heading', { level: 1, name: 'Shift calendar' })).toBeVisible();
  expect(await horizontalOverflow(owner)).toBeLessThanOrEqual(0);
  await context.close();
});

test("a fresh start opens on the demo's day: the caregiver's visit under way, the agency's week", async ({
  browser,
}) => {
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await phoneContext.newPage();
  await signInAs(phone, 'caregiver', { open: '/en-us/user/my-shifts' });
  await expect(phone.getByRole('heading', { level: 1, name: 'My shifts today' })).toBeVisible();
  const underWay = phone.getByRole('article').filter({ has: phone.getByText(/^Checked in at /) });
  await expect(underWay.first().getByRole('button', { name: 'Check out' })).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await phoneContext.close();

  const deskContext = await browser.newContext({ viewport: { width: 1920, height: 1000 } });
  const desk = await deskContext.newPage();
  await signInAs(desk, 'agency', { open: '/en-us/user/schedule' });
  await expect(desk.getByRole('heading', { level: 1, name: 'Shift calendar' })).toBeVisible();
  const demoVisits = desk.getByRole('listitem').filter({ hasText: 'Carmen Caregiver' });
  await expect(demoVisits.filter({ hasText: /In \d/ }).first()).toBeVisible();
  await deskContext.close();
});
