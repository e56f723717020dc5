import { expect, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo caregiver, on a phone and in Spanish, opens "Mis horas" from the menu: the last
// finished pay period holds their verified evening visits (the timesheets demo seeds them), with
// the hours, and nothing to approve. The page passes axe at 360 px.

test('the demo caregiver reads their hours of the last pay period on a phone, in Spanish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'caregiver', { locale: 'es-es' });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Mis horas' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mis horas' })).toBeVisible();
  const visits = page.getByRole('list', { name: 'Visitas' });
  await expect(visits.getByText('Verificada').first()).toBeVisible();
  await expect(page.getByRole('definition').first()).not.toHaveText('0,00');
  await expect(page.getByRole('button', { name: /^(Aprobar|Revisar)$/ })).toHaveCount(0);

  expect(await violationsOn(page, 'my hours at 360 px')).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
