import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency's owner closes the last pay period's payroll: approves the timesheet whose
// visits are all verified, downloads the payroll CSV, then revises the approved timesheet with a
// reason. The other caregiver's visit never checked out keeps theirs from approval. The pages and
// the revise dialog pass axe at 360 and 1920 px.

async function expectAxeClean(page: Page, where: string) {
  expect(await violationsOn(page, where)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

test('the owner approves a timesheet, exports the payroll CSV and revises it with a reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency', { open: '/en-us/user/timesheets' });
  const table = page.getByRole('table', { name: 'Timesheets' });
  await expect(table.getByText('1 visit to resolve before approval')).toBeVisible();
  await expectAxeClean(page, 'timesheets at 1920 px');

  const approve = table.getByRole('button', { name: /^Approve the timesheet of / });
  const label = (await approve.getAttribute('aria-label')) ?? '';
  const caregiver = label.replace('Approve the timesheet of ', '');
  const row = table.getByRole('row').filter({ hasText: caregiver });
  await approve.click();
  await expect(row.getByText('Approved')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^timesheets-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const [header, ...lines] = csv.trim().split('\n');
  expect(header).toBe(
    'caregiver_id,caregiver,period_start,period_end,revision,visits,minutes,hours,mileage_km,approved_at',
  );
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`,${caregiver},`);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectAxeClean(page, 'timesheets at 360 px');
  await page.getByRole('link', { name: caregiver }).click();
  await expect(page.getByRole('heading', { level: 1, name: caregiver })).toBeVisible();
  await expect(page.getByText(/^Approved by .+ on /)).toBeVisible();
  await expectAxeClean(page, 'a timesheet at 360 px');

  await page.getByRole('button', { name: 'Revise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revise the approved timesheet' });
  await dialog.getByRole('button', { name: 'Save revision' }).click();
  await expect(dialog.getByText('Give the reason for the revision.')).toBeVisible();
  await expectAxeClean(page, 'the revise dialog at 360 px');
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('Check-out times confirmed against the client log');
  await dialog.getByRole('button', { name: 'Save revision' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Revision 2 by .+ on /)).toBeVisible();
  await expect(
    page.getByText('Check-out times confirmed against the client log', { exact: false }),
  ).toBeVisible();

  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect(page.getByRole('table', { name: 'Visits' })).toBeVisible();
  await expectAxeClean(page, 'a revised timesheet at 1920 px');
});
