import { expect, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The lists are shared by tests running in parallel: each test adds its own entry, by a unique code.
const unique = () => `e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('at 360 px wide, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an administrator adds an entry, renames it in Spanish and retires it', async ({ page }) => {
    const code = unique();
    await signInAs(page, 'admin', { locale: 'es-es' });

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Listas de referencia' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Listas de referencia' }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Lista' }).selectOption('relationships');
    await expect(page.getByRole('list', { name: 'Parentescos y relaciones' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Add
    await page.getByRole('button', { name: 'Añadir entrada' }).click();
    const add = page.getByRole('dialog', { name: 'Añadir a Parentescos y relaciones' });
    await add.getByRole('textbox', { name: 'Código' }).fill(code);
    await add
      .getByRole('textbox', { name: /Nombre en Inglés \(Estados Unidos\)/ })
      .fill('Godparent');
    await add.getByRole('textbox', { name: /Nombre en Inglés \(Canadá\)/ }).fill('Godparent');
    await add.getByRole('textbox', { name: /Nombre en Español \(España\)/ }).fill('Padrino');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se ha añadido Padrino.')).toBeVisible();

    // Find it, then rename it in Spanish
    const search = page.getByRole('searchbox', { name: 'Buscar por nombre o código' });
    await search.fill(code);
    await search.press('Enter');
    const card = page.getByRole('listitem').filter({ hasText: code });
    await expect(card).toContainText('Padrino');
    await expect(card).toContainText('Ofrecida');
    await card.getByRole('button', { name: 'Cambiar nombre' }).click();
    const rename = page.getByRole('dialog', { name: 'Cambiar el nombre de Padrino' });
    await rename
      .getByRole('textbox', { name: /Nombre en Español \(España\)/ })
      .fill('Padrino o madrina');
    await rename.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se ha cambiado el nombre de Padrino o madrina.')).toBeVisible();
    await expect(card).toContainText('Padrino o madrina');

    // Retire, after confirming
    await card.getByRole('button', { name: 'Retirar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Retirar Padrino o madrina?' });
    await expect(confirm).toContainText('Se mantiene en los registros que ya la usan');
    await confirm.getByRole('button', { name: 'Retirar' }).click();
    await expect(page.getByText(/Se ha retirado Padrino o madrina/)).toBeVisible();
    await expect(page.getByText(/Ninguna entrada coincide con la búsqueda/)).toBeVisible();

    // Still there for old records, shown with retired entries
    // The switch follows the address, which changes a moment after the click: wait for it.
    const showRetired = page.getByRole('switch', { name: 'Mostrar las entradas retiradas' });
    await showRetired.click();
    await expect(showRetired).toBeChecked();
    await expect(card).toContainText('Retirada');
    await expect(card.getByRole('button', { name: 'Volver a ofrecer' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Offered lists leave it out; by id it still answers, marked retired
    const offered = await page.request.get(`/api/relationships?q=${code}`);
    expect((await offered.json()).meta.total).toBe(0);
  });
});

test.describe('at 1920 px wide, in Canadian English', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the lists read as a table, with Canadian spelling', async ({ page }) => {
    await signInAs(page, 'admin', {
      locale: 'en-ca',
      open: '/en-ca/user/reference?list=relationships&q=neigh',
    });
    const table = page.getByRole('table', { name: 'Relationships' });
    await expect(table.getByRole('row', { name: /Neighbour/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('the marketplace reads places and care types without signing in', async ({ request }) => {
  const cities = await request.get('/api/cities?q=toronto');
  expect((await cities.json()).data[0]).toMatchObject({ name: 'Toronto', provinceCode: 'ON' });
  const careTypes = await request.get('/api/caretypes/homecare');
  expect(careTypes.status()).toBe(200);
  const survey = await request.get('/api/survey-meta');
  expect((await survey.json()).data.questions.length).toBeGreaterThan(0);
});

test('a role without the right is told so', async ({ page }) => {
  await signInAs(page, 'agency', { open: '/en-us/user/reference' });
  await expect(page.getByRole('heading', { name: 'Not available to your role' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('Reference lists');
});
