import { expect, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import {
  expectPdfDownload,
  newAgencyOwner,
  newPlan,
  signInOwner,
  subscribeByInvoice,
} from '../support/billing.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

test.describe('at 1920 px wide, in Canadian English', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('an agency owner subscribes by invoice, and the invoice is paid once an administrator records it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const plan = await newPlan(baseURL ?? '');
    const owner = await newAgencyOwner(baseURL ?? '');
    await signInOwner(page, owner, '/en-ca/user');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Billing', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByText('No invoices yet.')).toBeVisible();
    await page.getByRole('link', { name: `Choose ${plan.name}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(
      page.getByText('Choose the province or state to see the tax and the total.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: /^Province or state/ }).selectOption('ON');
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price).toContainText('HST (13%)');
    await expect(price).toContainText('$6.49');
    await expect(price).toContainText('$56.39');
    await page.getByRole('radio', { name: /^Invoice/ }).check();
    await page.getByRole('radio', { name: /^As incurred/ }).check();
    await page.getByRole('radio', { name: /^In advance/ }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your plan' });
    await expect(summary).toContainText(plan.name);
    await expect(summary).toContainText('Active');
    await expect(summary).toContainText('Invoice');
    const invoices = page.getByRole('table', { name: 'Invoices and receipts' });
    const row = invoices.getByRole('row').filter({ hasText: /H-\d{4}-\d{6}/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$56.39');
    await expect(row).toContainText('Unpaid');
    const invoiceNumber = ((await row.textContent()) ?? '').match(/H-\d{4}-\d{6}/)?.[0] ?? '';
    await expectPdfDownload(page, invoiceNumber);
    expect(await violationsOn(page, 'billing')).toStrictEqual([]);

    // The money arrives: an administrator records it.
    const adminContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin', {
      locale: 'en-ca',
      open: '/en-ca/user/billing/payments?status=0',
    });
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Subscription payments' }),
    ).toBeVisible();
    await admin.getByRole('button', { name: `Record the payment of ${invoiceNumber}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Record the payment of ${invoiceNumber}` });
    await dialog.getByRole('textbox', { name: /^Reference/ }).fill('Cheque 1042');
    expect(await violationsOn(admin, 'record payment')).toStrictEqual([]);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(admin.getByText(`The payment of ${invoiceNumber} is recorded.`)).toBeVisible();
    await adminContext.close();

    await page.reload();
    await expect(row).toContainText('Paid');
    await expectPdfDownload(page, invoiceNumber);
  });
});

test.describe('at 360 px wide, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Billing page fits a phone and reads in Spanish', async ({ page, baseURL }) => {
    const plan = await newPlan(baseURL ?? '');
    const owner = await newAgencyOwner(baseURL ?? '');
    await subscribeByInvoice(baseURL ?? '', owner, plan);
    await signInOwner(page, owner, '/es-es/user/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Su plan' });
    await expect(summary).toContainText(`${plan.name} ES`);
    await expect(summary).toContainText('Activa');
    await expect(summary).toContainText('Factura de 56,39');
    const invoices = page.getByRole('region', { name: 'Facturas y recibos' });
    await expect(invoices).toContainText('No pagado');
    await expect(invoices).toContainText('56,39');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violationsOn(page, 'facturación')).toStrictEqual([]);

    await page.getByRole('button', { name: 'Cancelar el plan' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar su plan?' });
    await expect(dialog).toContainText('No se reembolsa nada');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violationsOn(page, 'cancelar')).toStrictEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar el plan' }).click();
    await expect(summary).toContainText('Cancelado: su plan sigue igual hasta el');
  });
});
