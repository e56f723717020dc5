import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency owner finds the agency's hub in the directory, adds a host home to one of its
// clusters, and sees the hub's vacancies rise; the pages fit a phone and a wide screen, and speak
// Spanish.

/** The number shown under a total of the hub's header (Capacity, Vacancies, Members). */
async function total(page: Page, name: string): Promise<number> {
  const term = page.locator('dt', { hasText: name });
  return Number(await term.locator('xpath=following-sibling::dd[1]').textContent());
}

test('the demo agency owner adds a home to Maple Shared Living and its vacancies rise', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'agency', { open: '/en-us/user' });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Shared living hubs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shared living hubs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maple Shared Living' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Maple Shared Living' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Shared Living' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  const eastEnd = page.getByRole('region', { name: 'East End' });
  await expect(eastEnd.getByRole('article', { name: 'Birch House' })).toBeVisible();
  const vacanciesBefore = await total(page, 'Vacancies');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const homeName = `Aspen House ${Date.now()}`;
  await eastEnd.getByRole('button', { name: 'Add home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a home to East End' });
  await dialog.getByRole('textbox', { name: 'Home name' }).fill(homeName);
  await dialog.getByRole('textbox', { name: /^Host\W*$/ }).fill('Mina Patel');
  await dialog.getByRole('spinbutton', { name: 'Capacity' }).fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const added = eastEnd.getByRole('article', { name: homeName });
  await expect(added.getByText('2 vacancies')).toBeVisible();
  await expect.poll(() => total(page, 'Vacancies')).toBe(vacanciesBefore + 2);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(added).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.goto('/en-us/user/shared-living/hubs');
  await expect(page.getByRole('link', { name: 'Maple Shared Living' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the hub page speaks Spanish', async ({ page }) => {
  await signInAs(page, 'agency', { open: '/es-es/user/shared-living/hubs' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Centros de vivienda compartida' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Maple Shared Living' }).click();
  await expect(page.getByRole('tab', { name: 'Resumen', selected: true })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Plazas libres' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir grupo' })).toBeVisible();
});
