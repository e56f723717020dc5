import { type Browser, expect, type Page } from '@playwright/test';
import { createUser } from './adminApi.ts';

// What a journey of a visit needs: a caregiver of the agency's own, a booking with a visit today
// at a pinned home, and the caregiver's phone placed there.

const TIME_ZONE = 'America/Toronto';
export const VISIT_PLACE = { latitude: 43.6532, longitude: -79.3832, accuracy: 15 };
const CAREGIVER_ROLE = 9;

export type Account = { email: string; password: string; name: string; caregiverId: number };
export type Booking = { id: number; patient: string; patientId: number };

/** Stops the journey where a thing it needs is absent. */
export function missing(what: string): never {
  throw new Error(what);
}

export async function csrf(page: Page) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') };
}

/**
 * Today in Toronto: its date, ISO weekday and a visit from a few minutes ago for a quarter of an
 * hour, so checking out at once is within the window around its end (no reason asked).
 */
export function todaysVisit() {
  const now = new Date();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const minutes = Number(parts.hour) * 60 + Math.floor(Number(parts.minute) / 5) * 5;
  const end = Math.min(minutes + 15, 24 * 60);
  const clock = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  const weekDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekDay: weekDays.indexOf(parts.weekday ?? '') + 1,
    start: clock(minutes),
    end: clock(end),
  };
}

/**
 * A hired caregiver of the owner's agency with an account of their own, free every day: the demo
 * caregiver's day is the demo's (visits under way and to come), so the test brings its own.
 */
export async function hireOwnCaregiver(page: Page, baseURL: string): Promise<Account> {
  const lastName = `Visit${Date.now().toString(36)}`;
  const profile = {
    firstName: 'Dana',
    lastName,
    email: `dana.${lastName.toLowerCase()}@example.org`,
    availability: [1, 2, 3, 4, 5, 6, 7].map((weekDay) => ({
      weekDay,
      start: '00:00',
      end: '24:00',
    })),
  };
  const created = await page.request.post('/api/caregivers', {
    headers: await csrf(page),
    data: profile,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, agency } = (
    (await created.json()) as { data: { id: number; agency: { id: number } } }
  ).data;
  const name = `Dana ${lastName}`;
  const account = await createUser(baseURL, { role: CAREGIVER_ROLE, name, agencyIds: [agency.id] });
  const linked = await page.request.put(`/api/caregivers/${id}`, {
    headers: await csrf(page),
    data: { ...profile, userId: account.id },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const hired = await page.request.post(`/api/caregivers/${id}/status`, {
    headers: await csrf(page),
    data: { status: 'hired' },
  });
  expect(hired.status(), await hired.text()).toBe(200);
  return { email: account.email, password: account.password, name, caregiverId: id };
}

/**
 * A scheduled companionship booking of one of the owner's patients (the first by default) with a
 * visit today, its home pinned where the caregiver's phone will be: inside the fence.
 */
export async function bookTodaysVisit(page: Page, patientIndex = 0): Promise<Booking> {
  const visit = todaysVisit();
  const patients = (await (
    await page.request.get(`/api/patients?perPage=${patientIndex + 1}`)
  ).json()) as { data: { id: number }[] };
  const patientId = patients.data[patientIndex]?.id ?? missing('the agency has no such patient');
  const booked = await page.request.post('/api/assessments', {
    headers: await csrf(page),
    data: {
      patientId,
      services: ['companionship'],
      startDate: visit.date,
      schedule: [{ weekDay: visit.weekDay, start: visit.start, end: visit.end }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const pinned = await page.request.put(`/api/patients/${patientId}/service-location`, {
    headers: await csrf(page),
    data: { latitude: VISIT_PLACE.latitude, longitude: VISIT_PLACE.longitude },
  });
  expect(pinned.status(), await pinned.text()).toBe(200);
  const { id, patient } = (
    (await booked.json()) as { data: { id: number; patient: { name: string } } }
  ).data;
  const moved = await page.request.post(`/api/assessments/${id}/status`, {
    headers: await csrf(page),
    data: { to: 2 },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return { id, patient: patient.name, patientId };
}

/** A phone at the client's home, signed in as the caregiver; location as `permissions` allow. */
export async function caregiverPhone(
  browser: Browser,
  account: Pick<Account, 'email' | 'password'>,
  permissions: string[] = [],
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    permissions,
    geolocation: VISIT_PLACE,
  });
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.status()).toBe(200);
  return page;
}

/** Plans a booking's visits and assigns today's to the caregiver; the shift's id. */
export async function assignTodaysShift(
  owner: Page,
  bookingId: number,
  caregiver: Pick<Account, 'caregiverId'>,
): Promise<number> {
  const headers = await csrf(owner);
  const planned = await owner.request.post(`/api/agency/assessments/${bookingId}/shifts/generate`, {
    headers,
    data: {},
  });
  expect([200, 201], await planned.text()).toContain(planned.status());
  const shifts = (await (
    await owner.request.get(`/api/agency/assessments/${bookingId}/shifts?perPage=1`)
  ).json()) as { data: { id: number }[] };
  const shiftId = shifts.data[0]?.id ?? missing('no visit planned today');
  const assigned = await owner.request.post(`/api/shifts/${shiftId}/assign`, {
    headers,
    data: { caregiverId: caregiver.caregiverId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return shiftId;
}

/** Today's visit of a caregiver the owner hires, planned and assigned through the API. */
export async function plannedTodaysVisit(owner: Page, baseURL: string) {
  const caregiver = await hireOwnCaregiver(owner, baseURL);
  const booking = await bookTodaysVisit(owner);
  const shiftId = await assignTodaysShift(owner, booking.id, caregiver);
  return { caregiver, booking, shiftId };
}
