import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO_PASSWORD, type DemoRole, demoEmail, signInAs } from '../support/demoAccounts.ts';
import { doseButton, dueClockToday } from '../support/dueDoses.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo caregiver is on the care team of a demo patient. The test adds a medication of its own,
// due a few minutes ago on the UTC clock (the browser's zone here too), so its dose is one no other
// run records.
test.use({ timezoneId: 'UTC' });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function apiAs(baseURL: string, role: DemoRole) {
  const api = await request.newContext({ baseURL });
  const signIn = await api.post('/api/auth/sign-in', {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { cookies } = await api.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { api, headers: { 'X-XSRF-TOKEN': token } };
}

async function caregiversPatientId(baseURL: string): Promise<number> {
  const { api } = await apiAs(baseURL, 'caregiver');
  const response = await api.get('/api/patients?perPage=1');
  const { data } = (await response.json()) as { data: { id: number }[] };
  await api.dispose();
  const [patient] = data;
  expect(patient, 'the demo caregiver has a patient').toBeDefined();
  return patient?.id ?? 0;
}

async function addDueMedication(
  api: APIRequestContext,
  headers: Record<string, string>,
  patientId: number,
  name: string,
) {
  const response = await api.post(`/api/patients/${patientId}/medications`, {
    headers,
    data: {
      name,
      dose: '25 mg tablet',
      route: 1,
      times: [dueClockToday()],
      timeZone: 'UTC',
      startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      instructions: 'Hold if pulse below 55.',
    },
  });
  expect(response.status()).toBe(201);
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the caregiver records a held dose on a phone, with the comment it needs; the agency sees it', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const patientId = await caregiversPatientId(origin);
  const name = `Metoprolol ${unique()}`;
  const { api, headers } = await apiAs(origin, 'agency');
  await addDueMedication(api, headers, patientId, name);
  await api.dispose();

  const phone = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await signInAs(phone, 'caregiver', { open: `/en-us/user/patients/${patientId}` });
  await phone.getByRole('link', { name: 'Medication record' }).click();
  await expect(phone.getByRole('table', { name: 'Doses by medication and day' })).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);

  await doseButton(phone, name, 'Not recorded').click();
  const dialog = phone.getByRole('dialog');
  await choose(phone, 'What happened', 'Held');
  await choose(phone, 'Reason', 'Held for parameters');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A comment is required for this reason.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Pulse 50; held per the parameters.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(doseButton(phone, name, 'Held')).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.close();

  const desk = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await signInAs(desk, 'agency', { open: `/en-us/user/patients/${patientId}/mar` });
  await doseButton(desk, name, 'Held').click();
  const history = desk.getByRole('region', { name: 'Entries' });
  await expect(history).toContainText(
    'Held · Held for parameters · Pulse 50; held per the parameters.',
  );
  await desk.close();
});
