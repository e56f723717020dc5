import { type Browser, expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { englishTextsOn } from '../support/englishText.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { exceptionOfShift, openExceptionsQueue } from '../support/visitExceptions.ts';
import {
  type Account,
  caregiverPhone,
  csrf,
  missing,
  plannedTodaysVisit,
  VISIT_PLACE,
} from '../support/visitJourney.ts';

// The demo agency's office works its queue of visit exceptions: the demo's out-of-fence check-in
// is there on a fresh start; a caregiver checking in about 2 km from the client's home appears
// live, without a reload; the office corrects the visit with a reason and a resolution code,
// which settles the exception; the owner sets the fence. Queue and dialog pass axe on a phone.

/** About 2 km north of the client's home. */
const FAR_AWAY = { ...VISIT_PLACE, latitude: VISIT_PLACE.latitude + 0.018 };

async function agencyIdOf(page: Page): Promise<number> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    data: { organisation: { ids: number[] } | null };
  };
  return session.data.organisation?.ids[0] ?? missing('the demo owner has no agency');
}

/** The caregiver accepts the visit and checks in from far away, saying why, on their phone. */
async function checkInFarAway(browser: Browser, account: Account, shiftId: number) {
  const phone = await caregiverPhone(browser, account);
  const headers = await csrf(phone);
  const accepted = await phone.request.post(`/api/shifts/${shiftId}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const checkedIn = await phone.request.post(`/api/shifts/${shiftId}/check-in`, {
    headers,
    data: { ...FAR_AWAY, reasonCode: 'gps_poor' },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);
  await phone.context().close();
}

test("the owner's queue opens on the demo's out-of-fence check-in", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency', { open: '/en-us/user/visit-exceptions' });
  const table = page.getByRole('table', { name: 'Visit exceptions' });
  const away = table
    .getByRole('row')
    .filter({ hasText: 'Away from the home' })
    .filter({ hasText: 'Carmen Caregiver' });
  await expect(away.first()).toBeVisible();
  await expect(away.first()).toContainText('The client is staying at another address');
  await expect(away.first()).toContainText('Check-in');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a check-in far from home appears live, and correcting the visit settles it', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency');
  const agencyId = await agencyIdOf(page);
  const { caregiver, booking, shiftId } = await plannedTodaysVisit(page, baseURL ?? '');

  await openExceptionsQueue(page, agencyId);
  const arrived = exceptionOfShift(page, shiftId, 'Away from the home');
  await checkInFarAway(browser, caregiver, shiftId);
  const row = await arrived;
  await expect(row).toContainText('The phone could not place the caregiver well');
  await expect(page.getByRole('status').filter({ hasText: /new visit exception/ })).toHaveCount(1);

  await row.getByRole('button', { name: `Correct the visit of ${booking.patient}` }).click();
  const checkIn = page.getByRole('group', { name: 'Check-in' });
  await expect(checkIn.getByText('Recorded by the caregiver')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: `Correct the visit of ${booking.patient}` });
  await checkIn.getByRole('textbox', { name: 'Latitude' }).fill(String(VISIT_PLACE.latitude));
  await checkIn.getByRole('textbox', { name: 'Longitude' }).fill(String(VISIT_PLACE.longitude));
  await dialog
    .getByRole('combobox', { name: 'Reason for the change' })
    .selectOption({ label: 'Phone recorded the wrong location' });
  await dialog
    .getByRole('combobox', { name: 'How it was confirmed' })
    .selectOption({ label: 'Confirmed with the caregiver' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Called her: she was at the door.');
  await dialog.getByRole('button', { name: 'Save the correction' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Resolved' });
  const settled = page
    .getByRole('row')
    .filter({ hasText: caregiver.name })
    .filter({ hasText: 'Away from the home' });
  await expect(settled).toContainText(/Resolved by .*Visit change #\d+ \(wrongLocation/);
});

test('the queue and the visit change dialog work on a phone, axe-clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, 'agency', { open: '/en-us/user/visit-exceptions?kind=missed' });
  const cards = page.getByRole('list', { name: 'Visit exceptions' });
  await expect(cards.getByText('Missed visit').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'visit exceptions at 360 px')).toEqual([]);

  await cards
    .getByRole('button', { name: /^Correct the visit of / })
    .first()
    .click();
  const checkIn = page.getByRole('group', { name: 'Check-in' });
  await expect(checkIn.getByText('Recorded by the caregiver')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /^Correct the visit of / });
  await dialog.getByRole('button', { name: 'Save the correction' }).click();
  await expect(dialog.getByText('Choose the reason for the change.')).toBeVisible();
  expect(await violationsOn(page, 'visit change dialog at 360 px')).toEqual([]);
  await context.close();
});

test('the owner sets a wider fence', async ({ page }) => {
  await signInAs(page, 'agency', { open: '/en-us/user/visit-verification' });
  const radius = page.getByRole('spinbutton', { name: "Distance from the client's home" });
  await expect(radius).toHaveValue('150');
  await radius.fill('200');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await page.reload();
  await expect(radius).toHaveValue('200');
  // Back to the default, so the other journeys of the demo agency meet the fence they expect.
  await radius.fill('150');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
});

test("the office pins a client's home on a map it opens, or types the point", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency');
  const patients = (await (await page.request.get('/api/patients?perPage=1&page=2')).json()) as {
    data: { id: number }[];
  };
  await page.goto(`/en-us/user/patients/${patients.data[0]?.id}`);
  const section = page.getByRole('region', { name: 'Home for visit check-ins' });
  const latitude = section.getByRole('textbox', { name: 'Latitude' });
  const longitude = section.getByRole('textbox', { name: 'Longitude' });
  const before = { latitude: await latitude.inputValue(), longitude: await longitude.inputValue() };
  expect(before.latitude).not.toBe('');

  await section.getByRole('button', { name: 'Set on a map' }).click();
  const map = section.getByRole('application', { name: /^Map of the client's home/ });
  await expect(map).toBeVisible();
  // Away from the zoom buttons (top left) and the pin (the middle).
  await map.click({ position: { x: 320, y: 60 } });
  await expect(latitude).not.toHaveValue(before.latitude);

  // The keyboard's way to the same point: the home as it was, typed back and saved.
  await latitude.fill(before.latitude);
  await longitude.fill(before.longitude);
  await section.getByRole('button', { name: "Save the home's location" }).click();
  await expect(
    section.getByRole('status').filter({ hasText: 'Home location saved.' }),
  ).toBeVisible();
});

test('the queue reads in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency', { locale: 'es-es', open: '/es-es/user/visit-exceptions' });
  const table = page.getByRole('table', { name: 'Incidencias de visitas' });
  await expect(table.getByText('Lejos del domicilio').first()).toBeVisible();
  await expect(table.getByText('El cliente se aloja en otra dirección').first()).toBeVisible();
  // "Carmen Caregiver" is the demo caregiver's name, not the app's words.
  const english = await englishTextsOn(page);
  expect(english.filter((word) => word !== 'Caregiver')).toEqual([]);
});
