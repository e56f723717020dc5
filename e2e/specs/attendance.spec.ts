import { expect, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo provider, on a phone and in Spanish, takes today's attendance at Sunrise Adult Day
// Program from the menu: one participant stays home, the others come in, and the day's count
// follows every tap. The demo's capacity is one short of its participants, so the absent one
// turning up after all puts the day over it: recorded, with a warning, and the week's line for
// today follows. The sheet passes axe on the phone and on a wide screen.

test('the provider takes attendance for the day on a phone, in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'provider', { locale: 'es-es' });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Asistencia' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Asistencia' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: 'plazas' });
  await expect(count).toContainText(/^0 asistentes de \d+ plazas/);
  const rows = page.getByRole('list', { name: 'Participantes' }).getByRole('listitem');
  const participants = await rows.count();
  expect(participants).toBeGreaterThanOrEqual(7);
  await expect(count).toContainText(`Ausentes: 0 · Sin registrar: ${participants}`);

  const first = rows.nth(0);
  await first.getByRole('button', { name: 'Ausente' }).click();
  await expect(count).toContainText(`Ausentes: 1 · Sin registrar: ${participants - 1}`);
  await first.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Cita con el médico');
  await first.getByRole('button', { name: 'Guardar' }).click();
  await expect(first.getByText('Registrado por')).toBeVisible();
  await expect(first.getByRole('textbox', { name: 'Motivo (opcional)' })).toHaveValue(
    'Cita con el médico',
  );

  for (let index = 1; index < participants; index += 1) {
    const row = rows.nth(index);
    await row.getByRole('button', { name: 'Presente' }).click();
    await expect(row.getByRole('button', { name: 'Presente' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(count).toContainText(new RegExp(`^${index} asistentes? de`));
    await expect(row.getByLabel('Llegada')).toHaveValue(/^\d\d:\d\d$/);
  }
  const capacity = participants - 1;
  await expect(count).toContainText(`${capacity} asistentes de ${capacity} plazas`);
  await expect(count).toContainText('Ausentes: 1 · Sin registrar: 0');
  await expect(page.getByText(/Se supera la capacidad/)).toHaveCount(0);

  // The absent participant turns up after all: recorded, and the day is over capacity.
  await first.getByRole('button', { name: 'Presente' }).click();
  await expect(count).toContainText(`${participants} asistentes de ${capacity} plazas`);
  await expect(
    page.getByText('Se supera la capacidad en 1 persona.', { exact: false }),
  ).toBeVisible();

  // The week's line for today follows the sheet.
  const week = page.getByRole('region', { name: 'Esta semana' });
  await expect(week.locator('tr[aria-current="date"]')).toContainText(
    `${participants} de ${capacity}`,
  );

  expect(await violationsOn(page, 'attendance at 360 px')).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1920, height: 1080 });
  expect(await violationsOn(page, 'attendance at 1920 px')).toEqual([]);
});
