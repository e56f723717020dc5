import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency owner posts a booking to the agency's demo caregiver on a wide screen; the
// caregiver accepts it on a phone; the owner's board then shows it filled by them.

type Listed = { data: { id: number }[] };

/** A pending personal-care booking of the owner's first patient, made through the API. */
async function bookCare(page: Page): Promise<number> {
  const patients = (await (await page.request.get('/api/patients?perPage=1')).json()) as Listed;
  const patientId = patients.data[0]?.id;
  expect(patientId).toBeDefined();
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.post('/api/assessments', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
    data: {
      patientId,
      services: ['personal-care'],
      startDate: '2027-03-01',
      schedule: [{ weekDay: 2, start: '08:00', end: '10:00' }],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function caregiverPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, 'caregiver');
  return page;
}

test('a booking posted to the demo caregiver is accepted on a phone and shows filled', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency');
  const assessmentId = await bookCare(page);
  const note = `Tuesday mornings ${Date.now()}`;

  await page.goto(`/en-us/user/assessments/${assessmentId}`);
  await page.getByRole('button', { name: 'Post to others' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post this booking' });
  const ours = dialog.getByRole('group', { name: 'Our caregivers' });
  await ours.getByRole('checkbox').first().check();
  await dialog.getByRole('textbox', { name: 'Note for those offered' }).fill(note);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Posted.' })).toBeVisible();

  const phone = await caregiverPage(browser);
  await phone.goto('/en-us/user/postings');
  await expect(phone.getByRole('heading', { level: 1, name: 'Posting board' })).toBeVisible();
  const offered = phone.getByRole('article').filter({ hasText: note });
  await expect(offered.getByText('Open')).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await offered.getByRole('button', { name: 'Accept' }).click();
  await expect(offered.getByText('Filled', { exact: true })).toBeVisible();
  await expect(offered.getByText('Accepted')).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.context().close();

  await page.goto('/en-us/user/postings?box=mine');
  const mine = page.getByRole('article').filter({ hasText: note });
  await expect(mine.getByText('Filled', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Show responses' }).click();
  await expect(mine.getByRole('list', { name: 'Responses' }).getByText('Accepted')).toBeVisible();
});
