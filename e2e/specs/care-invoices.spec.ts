import { expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

/** Clicks a PDF download link and checks a PDF named after the invoice arrives. */
async function expectInvoicePdf(page: Page, linkName: string, number: string): Promise<void> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: linkName }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) {
    chunks.push(chunk as Buffer);
  }
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test.describe('at 1920 px wide, in Canadian English', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("the agency opens a payer's draft, issues it and downloads its PDF", async ({ page }) => {
    await signInAs(page, 'agency', { locale: 'en-ca' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Invoices' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Billed to' }).selectOption('payer');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Draft' }).first()).toBeVisible();
    expect(await violationsOn(page, 'invoice list')).toStrictEqual([]);

    await rows.getByRole('link', { name: 'Draft' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Draft invoice for / }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lines' })).toContainText('180 min');
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue this invoice?' });
    expect(await violationsOn(page, 'issue dialog')).toStrictEqual([]);
    await dialog.getByRole('button', { name: 'Issue' }).click();

    const issued = page.getByRole('status').filter({ hasText: /^Invoice .+ is issued\.$/ });
    await expect(issued).toBeVisible();
    const number = ((await issued.textContent()) ?? '').match(/Invoice (\S+) is issued/)?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Issue invoice' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Void invoice' })).toBeVisible();
    expect(await violationsOn(page, 'issued invoice')).toStrictEqual([]);
    await expectInvoicePdf(page, 'Download PDF', number);
  });
});

test.describe('at 360 px wide, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the family opens their own invoice and downloads its PDF', async ({ page }) => {
    await signInAs(page, 'user', { locale: 'es-es', open: '/es-es/user/invoices' });
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
    // Their share of each billed month (and any the journey's run has since issued).
    await expect(page.getByText(/^\d+ resultados$/)).toBeVisible();
    expect(await violationsOn(page, 'family invoice list')).toStrictEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const link = page.getByRole('link', { name: /^MHC-\d{4}$/ }).last();
    const number = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Factura ${number}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Emitir factura' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anular factura' })).toHaveCount(0);
    expect(await violationsOn(page, 'family invoice')).toStrictEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectInvoicePdf(page, 'Descargar PDF', number);
  });
});
