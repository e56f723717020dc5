import { expect, type Page } from '@playwright/test';
import { createUser } from './adminApi.ts';

// A visit of today for the demo agency, with a caregiver the test hires (the demo caregiver's day
// is the demo's): what the journeys of a visit checked in and out start from.

const TIME_ZONE = 'America/Toronto';
/** Where the booked client's home is pinned, and where the caregiver's phone says it is. */
export const VISIT_PLACE = { latitude: 43.6532, longitude: -79.3832, accuracy: 15 };
const CAREGIVER_ROLE = 9;

export type Account = { email: string; password: string; name: string };

/** The CSRF header of the page's session, for its API calls. */
export async function csrf(page: Page) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') };
}

/**
 * Today in Toronto: its date, ISO weekday and a visit from a few minutes ago for a quarter of an
 * hour, so checking out at once is within the window around its end (no reason asked).
 */
function todaysVisit() {
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
export async function hireOwnCaregiver(
  page: Page,
  baseURL: string,
): Promise<Account & { caregiverId: number }> {
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
 * A scheduled companionship booking of the owner's first patient with a visit today; the client's
 * home is pinned at `VISIT_PLACE`.
 */
export async function bookTodaysVisit(
  page: Page,
): Promise<{ id: number; patient: string; patientId: number }> {
  const visit = todaysVisit();
  const patients = (await (await page.request.get('/api/patients?perPage=1')).json()) as {
    data: { id: number }[];
  };
  const booked = await page.request.post('/api/assessments', {
    headers: await csrf(page),
    data: {
      patientId: patients.data[0]?.id,
      services: ['companionship'],
      startDate: visit.date,
      schedule: [{ weekDay: visit.weekDay, start: visit.start, end: visit.end }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // The agency pins the client's home where the caregiver's phone will be: inside the fence.
  const pinned = await page.request.put(`/api/patients/${patients.data[0]?.id}/service-location`, {
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
  return { id, patient: patient.name, patientId: patients.data[0]?.id ?? 0 };
}
