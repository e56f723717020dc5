import { type APIRequestContext, expect, request } from '@playwright/test';
import { createUser } from './adminApi.ts';
import { DEMO_PASSWORD, demoEmail } from './demoAccounts.ts';
import { todaysVisit, VISIT_PLACE } from './visitJourney.ts';

// A caregiver of the demo agency's own making, with a client and a visit today, set up through
// the API as the agency's office would: for journeys whose subject is the caregiver's phone.

const CAREGIVER_ROLE = 9;
const SCHEDULED = 2;

export type CaregiverVisit = {
  /** The agency owner's signed-in API session, to check what the office sees. */
  office: { api: APIRequestContext; headers: Record<string, string> };
  agencyId: number;
  caregiver: { id: number; userId: number; email: string; password: string };
  patient: { id: number; name: string };
  shiftId: number;
};

async function officeApi(baseURL: string) {
  const api = await request.newContext({ baseURL });
  const signIn = await api.post('/api/auth/sign-in', {
    data: { email: demoEmail('agency'), password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { cookies } = await api.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { api, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } };
}

async function created<T>(answer: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A hired caregiver with an account, a client of their own (on their care team, home pinned where
 * `VISIT_PLACE` is) and today's visit of that client, offered to and accepted by the caregiver.
 */
export async function caregiversVisitToday(baseURL: string): Promise<CaregiverVisit> {
  const office = await officeApi(baseURL);
  const { api, headers } = office;
  const unique = Date.now().toString(36);
  const lastName = `Offline${unique}`;
  const profile = {
    firstName: 'Rosa',
    lastName,
    email: `rosa.${lastName.toLowerCase()}@example.org`,
    availability: [1, 2, 3, 4, 5, 6, 7].map((weekDay) => ({
      weekDay,
      start: '00:00',
      end: '24:00',
    })),
  };
  const caregiverProfile = await created<{ id: number; agency: { id: number } }>(
    api.post('/api/caregivers', { headers, data: profile }),
  );
  const agencyId = caregiverProfile.agency.id;
  const account = await createUser(baseURL, {
    role: CAREGIVER_ROLE,
    name: `Rosa ${lastName}`,
    agencyIds: [agencyId],
  });
  await created(
    api.put(`/api/caregivers/${caregiverProfile.id}`, {
      headers,
      data: { ...profile, userId: account.id },
    }),
  );
  await created(
    api.post(`/api/caregivers/${caregiverProfile.id}/status`, {
      headers,
      data: { status: 'hired' },
    }),
  );

  const patient = await created<{ id: number }>(
    api.post('/api/patients', {
      headers,
      data: {
        firstName: 'Walter',
        lastName: `Client${unique}`,
        dateOfBirth: '1941-03-14',
        gender: 'male',
        agencyId,
        careTeamUserIds: [account.id],
      },
    }),
  );
  await created(
    api.put(`/api/patients/${patient.id}/service-location`, {
      headers,
      data: { latitude: VISIT_PLACE.latitude, longitude: VISIT_PLACE.longitude },
    }),
  );

  const slot = todaysVisit();
  const booking = await created<{ id: number; patient: { name: string } }>(
    api.post('/api/assessments', {
      headers,
      data: {
        patientId: patient.id,
        services: ['companionship'],
        startDate: slot.date,
        schedule: [{ weekDay: slot.weekDay, start: slot.start, end: slot.end }],
      },
    }),
  );
  await created(
    api.post(`/api/assessments/${booking.id}/status`, { headers, data: { to: SCHEDULED } }),
  );
  await created(
    api.post(`/api/agency/assessments/${booking.id}/shifts/generate`, {
      headers,
      data: { days: 1 },
    }),
  );
  const shifts = await created<{ id: number; startsAt: string }[]>(
    api.get(`/api/agency/assessments/${booking.id}/shifts`),
  );
  const [shift] = shifts;
  expect(shift, 'today has a visit').toBeDefined();
  const shiftId = shift?.id ?? 0;
  await created(
    api.post(`/api/shifts/${shiftId}/assign`, {
      headers,
      data: { caregiverId: caregiverProfile.id },
    }),
  );

  // The caregiver accepts the offer from a session of their own.
  const phoneApi = await request.newContext({ baseURL });
  const signIn = await phoneApi.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(200);
  const { cookies } = await phoneApi.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  await created(
    phoneApi.post(`/api/shifts/${shiftId}/accept`, {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    }),
  );
  await phoneApi.dispose();

  return {
    office,
    agencyId,
    caregiver: {
      id: caregiverProfile.id,
      userId: account.id,
      email: account.email,
      password: account.password,
    },
    patient: { id: patient.id, name: booking.patient.name },
    shiftId,
  };
}
