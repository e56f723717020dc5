import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { type CaregiverVisit, caregiversVisitToday } from '../support/caregiverVisit.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { doseButton, dueClockToday } from '../support/dueDoses.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { exceptionOfShift, openExceptionsQueue } from '../support/visitExceptions.ts';
import { VISIT_PLACE } from '../support/visitJourney.ts';

// The caregiver's phone loses its network during a visit (issue 19): the installed app still opens
// today's visits and the client's medication record from what it kept, the check-in and a dose
// are kept on the phone as "waiting to sync", and when the network is back they reach the agency
// in order, at the phone's own times, flagged as captured offline, and the agency's exceptions
// queue, open at the office, shows the offline visit as it arrives.

// The test's medication keeps its schedule on the UTC clock, as the phone's does here.
test.use({ timezoneId: 'UTC' });

const API_CACHE = 'hearth-caregiver-api';

/** A daily medication of the visit's client, due ten minutes ago; its name is the test's own. */
async function addDueMedication(visit: CaregiverVisit): Promise<string> {
  const name = `Amlodipine ${Date.now().toString(36)}`;
  const response = await visit.office.api.post(`/api/patients/${visit.patient.id}/medications`, {
    headers: visit.office.headers,
    data: {
      name,
      dose: '5 mg tablet',
      route: 1,
      times: [dueClockToday()],
      timeZone: 'UTC',
      startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return name;
}

/** The caregiver's phone, signed in, with location allowed and placed at the client's home. */
async function caregiverPhone(context: BrowserContext, visit: CaregiverVisit): Promise<Page> {
  const phone = await context.newPage();
  const signedIn = await phone.request.post('/api/auth/sign-in', {
    data: { email: visit.caregiver.email, password: visit.caregiver.password },
  });
  expect(signedIn.status()).toBe(200);
  return phone;
}

/** The paths of the API answers the service worker keeps for the caregiver's screens. */
const keptReads = (phone: Page) =>
  phone.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, API_CACHE);

test('a check-in and a dose recorded offline reach the agency in order, captured offline', async ({
  browser,
  baseURL,
}) => {
  const visit = await caregiversVisitToday(baseURL ?? '');
  const medication = await addDueMedication(visit);
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    permissions: ['geolocation'],
    geolocation: VISIT_PLACE,
    timezoneId: 'UTC',
  });
  const phone = await caregiverPhone(context, visit);
  const myShifts = '/en-us/user/my-shifts';
  const marPage = `/en-us/user/patients/${visit.patient.id}/mar`;
  const card = phone.getByRole('article', { name: visit.patient.name });

  await test.step('online, the app is installed and keeps what the screens read', async () => {
    await phone.goto(myShifts);
    await expect(card).toBeVisible();
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Opened again under the worker, the screens' reads pass through it and are kept.
    await phone.reload();
    await expect(card).toBeVisible();
    await phone.goto(marPage);
    await expect(doseButton(phone, medication, 'Not recorded')).toBeVisible();
    await expect
      .poll(() => keptReads(phone))
      .toEqual(
        expect.arrayContaining([
          '/api/auth/session',
          '/api/my/shifts',
          `/api/patients/${visit.patient.id}/mar`,
        ]),
      );
  });

  await context.setOffline(true);
  let shownCheckIn = '';
  const checkInWindow = { from: 0, to: 0 };

  await test.step('offline, today opens from what was kept and the check-in waits', async () => {
    await phone.goto(myShifts);
    await expect(phone.getByText(/^You are offline\./)).toBeVisible();
    await expect(card).toBeVisible();
    checkInWindow.from = Date.now();
    await card.getByRole('button', { name: 'Check in' }).click();
    const waiting = card.getByText(/^Checked in at .+ · Waiting to sync$/);
    await expect(waiting).toBeVisible();
    checkInWindow.to = Date.now();
    shownCheckIn = /^Checked in at (.+) · /.exec((await waiting.textContent()) ?? '')?.[1] ?? '';
    await expect(phone.getByRole('heading', { name: '1 record waiting to sync' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Check out' })).toBeVisible();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    expect(await violationsOn(phone, 'offline my shifts at 360 px')).toEqual([]);
  });

  await test.step('offline, a dose is recorded on the kept medication record', async () => {
    await phone.goto(marPage);
    await doseButton(phone, medication, 'Not recorded').click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(doseButton(phone, medication, 'Waiting to sync')).toBeDisabled();
    const queue = phone.getByRole('region', { name: '2 records waiting to sync' });
    await expect(queue.getByText(/^Check-in: /)).toBeVisible();
    await expect(queue.getByText(new RegExp(`^Dose: ${medication}, `))).toBeVisible();
    expect(await violationsOn(phone, 'offline medication record at 360 px')).toEqual([]);
  });

  const officeContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const office = await officeContext.newPage();
  await signInAs(office, 'agency');
  await openExceptionsQueue(office, visit.agencyId);
  const arrivedAtOffice = exceptionOfShift(office, visit.shiftId, 'Recorded offline');

  await test.step('back online, the queue is sent and the visit shows the phone’s time', async () => {
    await context.setOffline(false);
    await expect(phone.getByRole('region', { name: /waiting to sync/ })).toHaveCount(0);
    await expect(doseButton(phone, medication, 'Administered')).toBeVisible();
    await phone.goto(myShifts);
    await expect(card.getByText(`Checked in at ${shownCheckIn}`, { exact: true })).toBeVisible();
    await expect(card.getByText(/Waiting to sync/)).toHaveCount(0);
  });

  await test.step('the office’s exceptions queue shows the offline visit without a reload', async () => {
    const row = await arrivedAtOffice;
    await expect(row).toContainText(visit.patient.name);
  });

  await test.step('the agency’s record says captured offline, at the phone’s time', async () => {
    const { api } = visit.office;
    const evv = (await (await api.get(`/api/shifts/${visit.shiftId}/evv`)).json()) as {
      data: { capturedOffline: boolean; checkIn: { at: string } | null };
    };
    expect(evv.data.capturedOffline).toBe(true);
    const checkedInAt = Date.parse(evv.data.checkIn?.at ?? '');
    expect(checkedInAt).toBeGreaterThanOrEqual(checkInWindow.from - 1000);
    expect(checkedInAt).toBeLessThanOrEqual(checkInWindow.to + 1000);

    const exceptions = (await (
      await api.get(`/api/agencies/${visit.agencyId}/visit-exceptions?kind=offline&perPage=100`)
    ).json()) as { data: { shiftId: number; kind: string }[] };
    expect(exceptions.data).toContainEqual(
      expect.objectContaining({ shiftId: visit.shiftId, kind: 'offline' }),
    );

    const day = new Date().toISOString().slice(0, 10);
    const mar = (await (
      await api.get(`/api/patients/${visit.patient.id}/mar?from=${day}&to=${day}`)
    ).json()) as {
      data: { rows: { medication: { name: string }; doses: { entries: unknown[] }[] }[] };
    };
    const entries = mar.data.rows
      .filter((row) => row.medication.name === medication)
      .flatMap((row) => row.doses.flatMap((dose) => dose.entries));
    expect(entries).toEqual([expect.objectContaining({ status: 1, capturedOffline: true })]);
  });

  await test.step('a capture the server refuses waits for the caregiver’s answer', async () => {
    // The client walks out with the caregiver: the check-out, about 2 km from home, is taken
    // offline, and the server asks for a reason once it arrives.
    await context.setGeolocation({ ...VISIT_PLACE, latitude: VISIT_PLACE.latitude + 0.018 });
    await context.setOffline(true);
    await card.getByRole('button', { name: 'Check out' }).click();
    const checkOut = phone.getByRole('dialog', { name: `Check out: ${visit.patient.name}` });
    await checkOut.getByRole('checkbox', { name: 'The client could not sign' }).check();
    await checkOut.getByRole('radio', { name: 'The client was asleep' }).check();
    await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
    await expect(checkOut).toHaveCount(0);
    await expect(card.getByText(/^Checked out at .+ · Waiting to sync$/)).toBeVisible();
    await context.setOffline(false);
    const queue = phone.getByRole('region', { name: '1 record waiting to sync' });
    await expect(queue.getByText(/^Not accepted: /)).toBeVisible();
    expect(await violationsOn(phone, 'my shifts with a refused capture at 360 px')).toEqual([]);
    await card.getByRole('combobox', { name: 'Reason' }).click();
    await phone
      .getByRole('option', { name: 'Care given away from home (appointment, outing)' })
      .click();
    await card.getByRole('button', { name: 'Check out with this reason' }).click();
    await expect(card.getByText('Visit complete')).toBeVisible();
    await expect(phone.getByRole('region', { name: /waiting to sync/ })).toHaveCount(0);
  });

  await test.step('signing out empties what the phone kept of the caregiver’s reads', async () => {
    await phone.getByRole('button', { name: /^Account menu for / }).click();
    await phone.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(phone).toHaveURL(/\/en-us\/sign-in/);
    // What the sign-in page reads afterwards (who is signed in: nobody) may be kept again.
    const caregiversReads = async () =>
      (await keptReads(phone)).filter(
        (path) => path === '/api/my/shifts' || path.startsWith('/api/patients/'),
      );
    await expect.poll(caregiversReads).toEqual([]);
  });

  await context.close();
  await officeContext.close();
  await visit.office.api.dispose();
});
