import { type Browser, expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { englishTextsOn } from '../support/englishText.ts';
import { horizontalOverflow } from '../support/layout.ts';
import {
  type Account,
  type Booking,
  bookTodaysVisit,
  caregiverPhone,
  csrf,
  hireOwnCaregiver,
  missing,
  todaysVisit,
} from '../support/visitJourney.ts';

// The client's confirmation at check-out, from the caregiver's phone (360 px) to the agency's
// desk (1920 px): a task ticked and a signature drawn with real pointer moves, then the agency
// opens the visit and sees the very image the server hashed; or the client refuses, and the
// visit says why and waits in the agency's exceptions.

type ShiftRow = {
  id: number;
  agencyId: number;
  caregiver: { name: string } | null;
  verification: { confirmation: { signature: { sha256: string } | null } | null };
};

/** Today's visit of the booking, planned and offered to the caregiver through the API. */
async function offerTodaysVisit(owner: Page, booking: Booking, caregiver: Account) {
  const planned = await owner.request.post(
    `/api/agency/assessments/${booking.id}/shifts/generate`,
    { headers: await csrf(owner), data: {} },
  );
  expect(planned.status(), await planned.text()).toBe(200);
  const list = (await (
    await owner.request.get(`/api/agency/assessments/${booking.id}/shifts?perPage=1`)
  ).json()) as { data: ShiftRow[] };
  const shift = list.data[0] ?? missing('no visit planned today');
  const offered = await owner.request.post(`/api/shifts/${shift.id}/assign`, {
    headers: await csrf(owner),
    data: { caregiverId: caregiver.caregiverId },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  return shift;
}

/** A care-plan task of the client due today, as the agency adds it. */
async function addTodaysTask(owner: Page, booking: Booking, title: string) {
  const added = await owner.request.post(`/api/patients/${booking.patientId}/tasks`, {
    headers: await csrf(owner),
    data: { careService: 'bathing', title, dueDate: todaysVisit().date },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** The caregiver's phone with the visit accepted and checked in; the check-out step open. */
async function openCheckOut(browser: Browser, caregiver: Account, booking: Booking) {
  const phone = await caregiverPhone(browser, caregiver, ['geolocation']);
  await phone.goto('/en-us/user/my-shifts');
  const card = phone.getByRole('article', { name: booking.patient });
  await card.getByRole('button', { name: 'Accept' }).click();
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByText(/^Checked in at /)).toBeVisible();
  await card.getByRole('button', { name: 'Check out' }).click();
  const dialog = phone.getByRole('dialog', { name: `Check out: ${booking.patient}` });
  await expect(dialog).toBeVisible();
  return { phone, card, dialog };
}

const calendarWords = {
  'en-us': { heading: 'Shift calendar', details: /^Details of the visit of /, visit: 'Visit of' },
  'es-es': {
    heading: 'Calendario de turnos',
    details: /^Detalles de la visita de /,
    visit: 'Visita de',
  },
} as const;

/** The visit's details from the agency's calendar, showing the caregiver's visits only. */
async function openVisitDetails(
  owner: Page,
  booking: Booking,
  caregiver: Account,
  locale: keyof typeof calendarWords = 'en-us',
) {
  const words = calendarWords[locale];
  await owner.goto(`/${locale}/user/schedule?caregiver=${caregiver.caregiverId}`);
  await expect(owner.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  await owner
    .getByRole('listitem')
    .filter({ hasText: caregiver.name })
    .getByRole('button', { name: words.details })
    .click();
  const dialog = owner.getByRole('dialog', { name: `${words.visit} ${booking.patient}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The shift as the calendar API answers it now (its verdicts and confirmation). */
async function shiftNow(owner: Page, shiftId: number): Promise<ShiftRow> {
  const day = todaysVisit().date;
  const calendar = (await (
    await owner.request.get(`/api/shifts?from=${day}&to=${day}`)
  ).json()) as { data: ShiftRow[] };
  return calendar.data.find((shift) => shift.id === shiftId) ?? missing('the visit is not listed');
}

test('a signature drawn on the phone appears on the visit for the agency', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  await owner.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(owner, 'agency');
  const caregiver = await hireOwnCaregiver(owner, baseURL ?? '');
  const booking = await bookTodaysVisit(owner);
  const taskTitle = `Help with a bath ${Date.now().toString(36)}`;
  await addTodaysTask(owner, booking, taskTitle);
  const shift = await offerTodaysVisit(owner, booking, caregiver);

  const { phone, card, dialog } = await openCheckOut(browser, caregiver, booking);
  const submit = dialog.getByRole('button', { name: 'Have the client sign to check out' });
  await expect(submit).toBeDisabled();
  expect(await violationsOn(phone, 'check-out step at 360 px')).toEqual([]);
  await dialog.getByRole('checkbox', { name: taskTitle }).check();

  const pad = dialog.getByRole('img', { name: `Signature pad for ${booking.patient}` });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox()) ?? missing('the pad is not on screen');
  await phone.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await phone.mouse.down();
  await phone.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.3, { steps: 8 });
  await phone.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.7, { steps: 8 });
  await phone.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.35, { steps: 8 });
  await phone.mouse.up();
  await expect(dialog.getByText('Signed. Clear it to sign again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Check out', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(/^Checked out at /)).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.context().close();

  const sha256 = (await shiftNow(owner, shift.id)).verification.confirmation?.signature?.sha256;
  expect(sha256).toMatch(/^[0-9a-f]{64}$/);
  const visit = await openVisitDetails(owner, booking, caregiver);
  const image = visit.getByRole('img', { name: new RegExp(`^Signature of ${booking.patient}, `) });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  // The bytes the browser loaded are the ones the server hashed at check-out.
  const loadedSha256 = await image.evaluate(async (element: HTMLImageElement) => {
    const bytes = await (await fetch(element.currentSrc)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });
  expect(loadedSha256).toBe(sha256);
  await expect(visit.getByRole('list', { name: 'Tasks done' })).toContainText(taskTitle);
  const checkIn = visit.getByRole('region', { name: 'Check-in' });
  await expect(checkIn).toContainText(/Inside the fence: \d+ m from the client's home/);
  await expect(checkIn).toContainText('On time');
  await expect(visit.getByRole('region', { name: 'Check-out' })).toContainText('On time');
  await expect(
    visit.getByText('No changes: the visit is as the caregiver recorded it.'),
  ).toBeVisible();
  expect(await violationsOn(owner, 'visit details at 1920 px')).toEqual([]);
});

test('a client who refuses to sign: the reason on the visit and a signature exception', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  await owner.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(owner, 'agency');
  const caregiver = await hireOwnCaregiver(owner, baseURL ?? '');
  const booking = await bookTodaysVisit(owner, 1);
  const shift = await offerTodaysVisit(owner, booking, caregiver);

  const { phone, card, dialog } = await openCheckOut(browser, caregiver, booking);
  // The reason path with the keyboard alone.
  await dialog.getByRole('checkbox', { name: 'The client could not sign' }).focus();
  await phone.keyboard.press('Space');
  await expect(dialog.getByRole('img', { name: /^Signature pad/ })).toHaveCount(0);
  await expect(
    dialog.getByRole('button', { name: 'Choose why the client could not sign' }),
  ).toBeDisabled();
  await dialog.getByRole('radio', { name: 'The client refused to sign' }).focus();
  await phone.keyboard.press('Space');
  expect(await violationsOn(phone, 'check-out step, no signature, at 360 px')).toEqual([]);
  const submit = dialog.getByRole('button', { name: 'Check out', exact: true });
  await submit.focus();
  await phone.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(/^Checked out at /)).toBeVisible();
  await phone.context().close();

  const exceptions = (await (
    await owner.request.get(
      `/api/agencies/${shift.agencyId}/visit-exceptions?kind=no_signature&perPage=100`,
    )
  ).json()) as { data: { shiftId: number; reasonCode: string | null }[] };
  expect(exceptions.data.filter((row) => row.shiftId === shift.id)).toEqual([
    expect.objectContaining({ shiftId: shift.id, reasonCode: 'client_refused' }),
  ]);
  const visit = await openVisitDetails(owner, booking, caregiver);
  await expect(visit.getByText('No signature: The client refused to sign')).toBeVisible();
  await expect(visit.getByText('No tasks were ticked on this visit.')).toBeVisible();

  // The same visit on a phone, in Spanish.
  await owner.setViewportSize({ width: 360, height: 740 });
  const visita = await openVisitDetails(owner, booking, caregiver, 'es-es');
  await expect(visita.getByText('Sin firma: El cliente se negó a firmar')).toBeVisible();
  expect(await englishTextsOn(owner)).toEqual([]);
  expect(await horizontalOverflow(owner)).toBeLessThanOrEqual(0);
  expect(await violationsOn(owner, 'visit details at 360 px, in Spanish')).toEqual([]);
});
