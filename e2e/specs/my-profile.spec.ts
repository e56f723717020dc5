import { expect, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo caregiver, on a phone and in Spanish, opens "Mi perfil" from the menu, reads their
// documents (kept by the agency: no way to change them here), ends their Sunday hours at 22:00
// instead of midnight and saves; the page read again shows the new hours. The demo plans its
// visits around whole days of availability, so the test gives Sunday its midnight back.

test('the demo caregiver changes their weekly hours on My profile, on a phone in Spanish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, 'caregiver', { locale: 'es-es' });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Mi perfil' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documentos' });
  await expect(documents.getByText(/pídaselo a su agencia/)).toBeVisible();
  await expect(documents.getByRole('button')).toHaveCount(0);
  expect(await violationsOn(page, 'my profile at 360 px')).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  const sundayEnd = () =>
    page.getByRole('group', { name: 'Horario 7' }).getByRole('combobox', { name: 'Hasta' });
  const save = async () => {
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').getByText(/^Guardado\./)).toBeVisible();
  };

  await sundayEnd().selectOption('22:00');
  await save();
  await page.reload();
  await expect(sundayEnd()).toHaveValue('22:00');

  await sundayEnd().selectOption('24:00');
  await save();
  await page.reload();
  await expect(sundayEnd()).toHaveValue('24:00');
});
