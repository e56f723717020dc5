import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency owner books care for one of the agency's patients, with weekly visits and a
// rate, and takes it from pending through scheduled to approved; on a phone and a wide screen.

type PatientHit = { firstName: string; lastName: string };

async function demoPatientName(page: Page): Promise<string> {
  const response = await page.request.get('/api/patients?perPage=1&sort=name');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: PatientHit[] };
  const [patient] = data;
  if (patient === undefined) {
    throw new Error('the demo agency has no patients');
  }
  return `${patient.firstName} ${patient.lastName}`;
}

async function move(page: Page, to: string) {
  await page
    .getByRole('group', { name: 'Move this assessment' })
    .getByRole('button', { name: to })
    .click();
  const dialog = page.getByRole('dialog', { name: `Move to ${to}` });
  await dialog.getByRole('button', { name: `Move to ${to}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The assessment is now ${to}.` }),
  ).toBeVisible();
}

for (const width of [360, 1920]) {
  test.describe(`booking care at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner books, schedules and approves care, and reads its history', async ({
      page,
    }) => {
      await signInAs(page, 'agency');
      const patient = await demoPatientName(page);

      await page.goto('/en-us/user/assessments');
      await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'New assessment' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'New assessment' })).toBeVisible();
      await page.getByRole('combobox', { name: /^Patient/ }).fill(patient.split(' ')[1] ?? patient);
      await page
        .getByRole('option', { name: new RegExp(patient) })
        .first()
        .click();
      await page.getByRole('checkbox', { name: 'Personal care' }).check();
      await page.getByLabel('Start date').fill('2027-02-01');
      // The first visit keeps the day a new row starts with (Monday); the second is moved.
      await page.getByRole('button', { name: 'Add a visit' }).click();
      await page.getByRole('button', { name: 'Add a visit' }).click();
      const second = page.getByRole('group', { name: 'Visit 2' });
      await second.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Thursday' });
      await second.getByRole('combobox', { name: 'From' }).selectOption('13:00');
      await second.getByRole('combobox', { name: 'To' }).selectOption('15:30');
      await page.getByRole('textbox', { name: 'Rate' }).fill('34.50');
      await page.getByRole('combobox', { name: 'Charged per' }).selectOption({ label: 'Per hour' });
      await page
        .getByRole('combobox', { name: 'Billing frequency' })
        .selectOption({ label: 'Biweekly' });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Save assessment' }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: `Assessment for ${patient}` }),
      ).toBeVisible();
      await expect(page.getByText('The assessment was saved.')).toBeVisible();
      const schedule = page.getByRole('table', { name: 'Weekly schedule' });
      await expect(schedule.getByRole('row', { name: /Monday/ })).toContainText('09:00–17:00');
      await expect(schedule.getByRole('row', { name: /Thursday/ })).toContainText('13:00–15:30');
      await expect(page.getByText('$34.50 per hour')).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // An edit keeps what it does not touch: the days of both visits among them.
      await page.getByRole('link', { name: 'Edit assessment' }).click();
      await expect(
        page.getByRole('group', { name: 'Visit 2' }).getByRole('combobox', { name: 'Day' }),
      ).toHaveValue('4');
      await page.getByRole('textbox', { name: 'Notes' }).fill('Key with the neighbour');
      await page.getByRole('button', { name: 'Save assessment' }).click();
      await expect(page.getByText('Key with the neighbour')).toBeVisible();
      await expect(schedule.getByRole('row', { name: /Monday/ })).toContainText('09:00–17:00');
      await expect(schedule.getByRole('row', { name: /Thursday/ })).toContainText('13:00–15:30');

      await move(page, 'Scheduled');
      await move(page, 'Approved');

      const history = page.getByRole('list', { name: 'Status history' });
      await expect(history.getByRole('listitem')).toHaveCount(3);
      await expect(history.getByRole('listitem').first()).toContainText('Scheduled → Approved');
      await expect(history).toContainText('Pending → Scheduled');
      await expect(history).toContainText('Created as Pending');
      await expect(history).toContainText('Agnes Owner');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
