import { expect, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// Tests share the demo database: each product is named uniquely.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('at 1920 px wide, in Canadian English', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('an administrator adds a product and a visitor finds it on the pricing page', async ({
    page,
    browser,
  }) => {
    const name = `Hub Plus ${unique()}`;
    await signInAs(page, 'admin', { locale: 'en-ca' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Membership products' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Membership products' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Membership products' })).toContainText(
      'Agency Starter',
    );

    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product' });
    for (const [language, text] of [
      ['English (United States)', name],
      ['English (Canada)', name],
      ['Spanish (Spain)', `${name} ES`],
    ] as const) {
      const group = dialog.getByRole('group', { name: `In ${language}` });
      await group.getByRole('textbox', { name: /^Name/ }).fill(text);
      await group.getByRole('textbox', { name: /^Description/ }).fill('Two homes listed.');
    }
    await dialog.getByRole('checkbox', { name: 'Agency' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Partner' }).check();
    await dialog.getByRole('textbox', { name: /^Price/ }).fill('12.5');
    await dialog.getByRole('combobox', { name: /^Billed/ }).selectOption('2');
    await dialog.getByRole('spinbutton', { name: /^Marketplace listings/ }).fill('2');
    await dialog.getByRole('spinbutton', { name: /^Free trial/ }).fill('7');
    expect(await violationsOn(page, 'product dialog')).toStrictEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} is on sale.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$12.50 per week');
    await expect(row).toContainText('Partner');
    expect(await violationsOn(page, 'product list')).toStrictEqual([]);

    // A visitor, signed in nowhere, sees it among the partners' plans.
    // A context of its own (no cookies of the administrator's), as axe needs to audit its page.
    const visitorContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/en-ca');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const partners = visitor.getByRole('region', { name: 'For partners' });
    const plan = partners.getByRole('article', { name });
    await expect(plan).toContainText('$12.50 per week');
    await expect(plan).toContainText('2 marketplace listings');
    await expect(plan).toContainText('7-day free trial');
    await expect(visitor.getByRole('region', { name: 'For agencies' })).not.toContainText(name);
    await expect(visitor.getByText(/plus applicable sales tax/)).toBeVisible();
    expect(await violationsOn(visitor, 'pricing page')).toStrictEqual([]);

    // Retired, it leaves the pricing page.
    await row.getByRole('button', { name: 'Retire' }).click();
    await page
      .getByRole('dialog', { name: `Retire ${name}?` })
      .getByRole('button', { name: 'Retire' })
      .click();
    await expect(page.getByText(new RegExp(`${name} is retired`))).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('region', { name: 'For partners' })).toContainText('Partner');
    await expect(visitor.getByRole('article', { name })).toHaveCount(0);
    await visitorContext.close();
  });

  test('an administrator reads the tax table by region', async ({ page }) => {
    await signInAs(page, 'admin', { locale: 'en-ca', open: '/en-ca/user/billing/tax-rates' });
    const table = page.getByRole('table', { name: 'Tax rates' });
    await expect(table.getByRole('row').filter({ hasText: 'QC' })).toContainText(
      'GST 5% + QST 9.975%',
    );
    const novaScotia = table.getByRole('row').filter({ hasText: 'NS' });
    await expect(novaScotia.filter({ hasText: '2025-04-01' })).toContainText('In effect');
    await expect(novaScotia.filter({ hasText: '2010-07-01' })).toContainText('Replaced');
    expect(await violationsOn(page, 'tax table')).toStrictEqual([]);

    await page.getByRole('button', { name: 'Add a rate' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a new rate' })).toBeVisible();
    expect(await violationsOn(page, 'rate dialog')).toStrictEqual([]);
  });
});

test.describe('at 360 px wide, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor reads the plans and prices as Spain writes them', async ({ page }) => {
    await page.goto('/es-es/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
    const agencies = page.getByRole('region', { name: 'Para agencias' });
    const starter = agencies.getByRole('article', { name: 'Agencia Inicial' });
    await expect(starter).toContainText(/49,00\sCAD\sal mes/);
    await expect(starter).toContainText('14 días de prueba gratis');
    await expect(page.getByText(/se añaden los impuestos sobre las ventas/)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violationsOn(page, 'pricing page (es)')).toStrictEqual([]);

    await page.getByRole('button', { name: 'USD' }).click();
    await expect(starter).toContainText(/39,00\sUS\$\sal mes/);
    await expect(page).toHaveURL(/currency=USD/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('an administrator reads the catalogue and the tax table on a phone', async ({ page }) => {
    await signInAs(page, 'admin', { locale: 'es-es', open: '/es-es/user/billing/products' });
    const products = page.getByRole('list', { name: 'Productos de membresía' });
    await expect(
      products.getByRole('listitem').filter({ hasText: 'Agencia Inicial' }).first(),
    ).toContainText('A la venta');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violationsOn(page, 'product list (es)')).toStrictEqual([]);
    await page.getByRole('button', { name: 'Añadir producto' }).click();
    await expect(page.getByRole('dialog', { name: 'Añadir un producto' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violationsOn(page, 'product dialog (es)')).toStrictEqual([]);

    await page.goto('/es-es/user/billing/tax-rates');
    const rates = page.getByRole('list', { name: 'Tipos impositivos' });
    await expect(rates.getByRole('listitem').filter({ hasText: 'QST' })).toContainText('9,975');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violationsOn(page, 'tax table (es)')).toStrictEqual([]);
  });
});
