import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency's owner opens the visits report from the reports list (the demo seeds visits
// around today, inside the default last 30 days), narrows it to completed visits, sorts it, reads
// the chart and its table, and checks the page at 1920 and 360 px, axe-clean in every state.

async function expectAxeClean(page: Page, where: string) {
  expect(await violationsOn(page, where)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

test('an agency owner filters, sorts, charts and exports the visits report', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency', { open: '/en-us/user' });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectAxeClean(page, 'the reports list at 1920 px');

  await page.getByRole('link', { name: /^Visits/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Visits report rows' });
  await expect(rows.getByRole('row').nth(1)).toBeVisible();
  const chart = page.getByRole('figure', { name: /^Visits chart, / });
  await expect(chart.locator('.recharts-wrapper > svg')).toBeVisible();
  await expectAxeClean(page, 'the visits report at 1920 px');

  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(page).toHaveURL(/status=completed/);
  // Only completed visits once the narrowed page is in.
  for (const other of ['Scheduled', 'Missed']) {
    await expect(rows.getByRole('cell', { name: other, exact: true })).toHaveCount(0);
  }
  await expect(rows.getByRole('cell', { name: 'Completed', exact: true }).first()).toBeVisible();

  await rows.getByRole('button', { name: 'Day' }).click();
  await expect(rows.getByRole('columnheader', { name: 'Day' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await rows.getByRole('button', { name: 'Day' }).click();
  await expect(rows.getByRole('columnheader', { name: 'Day' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page.getByLabel('Group by').selectOption({ label: 'Week' });
  await page.getByRole('button', { name: 'Show as table' }).click();
  const chartTable = page.getByRole('table', { name: 'Visits chart as a table' });
  await expect(chartTable.getByRole('columnheader', { name: 'Completed' })).toBeVisible();
  await expect(chartTable.getByRole('row').nth(1)).toBeVisible();
  await expectAxeClean(page, 'the filtered visits report with its chart table at 1920 px');

  // The exports hold the rows shown: the CSV names the first row's client; the XLSX is a zip.
  await expect(page.getByText('An export holds at most 100 rows.')).toBeVisible();
  const patient = (await rows.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  expect(patient).not.toBe('');
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^visits-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await csvFile.path()) ?? '', 'utf8')).toContain(patient);
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const xlsxFile = await xlsxDownload;
  expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/);
  const xlsx = await readFile((await xlsxFile.path()) ?? '');
  // An XLSX file is a zip archive: it starts with the zip's local file header.
  expect(xlsx.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  await expectAxeClean(page, 'the visits report after its exports at 1920 px');

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(chart.locator('.recharts-wrapper > svg')).toBeVisible();
  await expectAxeClean(page, 'the visits report at 360 px');
});
