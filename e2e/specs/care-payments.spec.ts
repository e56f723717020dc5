import { expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency's office records a cheque from a payer against the demo's overdue invoice (the
// month before last's, never paid) and sees it paid, reads its receivables, and its owner saves the billing settings.
// Pages and the payment dialog pass axe at 1920 and 360 px.

type OpenInvoice = {
  id: number;
  number: string;
  status: string;
  dueOn: string;
  balanceCents: number;
};

async function agencyIdOf(page: Page): Promise<number> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    data: { organisation: { ids: number[] } | null };
  };
  const agencyId = session.data.organisation?.ids[0];
  expect(agencyId, 'the demo owner has an agency').toBeDefined();
  return agencyId ?? 0;
}

const openPayerInvoices = async (page: Page, query: string): Promise<OpenInvoice[]> =>
  (
    (await (
      await page.request.get(`/api/care-payments/open-invoices?recipient=payer&${query}`)
    ).json()) as { data: OpenInvoice[] }
  ).data;

/**
 * The demo's overdue payer invoice (issued the month before last, never paid), the payer it is
 * addressed to, and that payer's invoice of last month, still current.
 */
async function overduePayerInvoice(page: Page) {
  const agencyId = await agencyIdOf(page);
  const open = await openPayerInvoices(page, `agencyId=${agencyId}`);
  const [invoice] = open
    .filter((row) => row.status === 'issued')
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  expect(invoice, 'the demo has its overdue invoice').toBeDefined();
  const detail = (await (await page.request.get(`/api/invoices/${invoice?.id}`)).json()) as {
    data: { payer: { id: number; name: string } | null };
  };
  const payer = detail.data.payer;
  expect(payer, 'the demo invoice has a payer').not.toBeNull();
  const ofPayer = await openPayerInvoices(page, `agencyId=${agencyId}&payerId=${payer?.id}`);
  const current = ofPayer.find((row) => row.id !== invoice?.id);
  expect(current, "the payer's invoice of last month is open too").toBeDefined();
  return {
    invoice: invoice as OpenInvoice,
    payerName: payer?.name ?? '',
    current: current as OpenInvoice,
  };
}

test.describe('at 1920 px wide, in Canadian English', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("the office records a payer's cheque against an overdue invoice, which is then paid", async ({
    page,
  }) => {
    await signInAs(page, 'agency-agent', { locale: 'en-ca' });
    const { invoice, payerName, current } = await overduePayerInvoice(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Payments received' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments received' })).toBeVisible();
    // The demo's own payments of the month before last are listed.
    await expect(
      page.getByRole('region', { name: 'Payments received' }).getByText('Cheque 5517'),
    ).toBeVisible();
    expect(await violationsOn(page, 'payments')).toStrictEqual([]);

    await page.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByRole('combobox', { name: /^Payer/ }).click();
    await page.getByRole('option', { name: payerName, exact: true }).click();
    const amount = dialog.getByRole('textbox', { name: new RegExp(`^${invoice.number} · `) });
    await amount.fill((invoice.balanceCents / 100).toFixed(2));
    await dialog.getByRole('textbox', { name: /^Reference/ }).fill('Cheque 2231');
    await expect(dialog.getByRole('status')).toContainText(
      `$${(invoice.balanceCents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`,
    );
    expect(await violationsOn(page, 'record a payment')).toStrictEqual([]);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();

    const payments = page.getByRole('region', { name: 'Payments received' });
    const row = payments.getByRole('row').filter({ hasText: 'Cheque 2231' });
    await expect(row).toContainText(invoice.number);
    await expect(row).toContainText(payerName);
    await expect(row).toContainText('Cheque');

    // Paid in full, it is no longer open for a payment, and no longer owed.
    await page.getByRole('button', { name: 'Record a payment' }).click();
    await dialog.getByRole('combobox', { name: /^Payer/ }).click();
    await page.getByRole('option', { name: payerName, exact: true }).click();
    await expect(
      dialog.getByRole('textbox', { name: new RegExp(`^${current.number} · `) }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: new RegExp(`^${invoice.number} · `) }),
    ).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Receivables' })
      .click();
    const table = page.getByRole('region', { name: 'Receivables' });
    const payerRow = table.getByRole('row').filter({ hasText: payerName });
    // The overdue invoice was the payer's only balance past due: all it owes now is current.
    await expect(payerRow.getByRole('cell').nth(1)).toHaveText('$0.00');
    await expect(table.getByRole('rowheader', { name: 'Private pay' })).toBeVisible();
    expect(await violationsOn(page, 'receivables')).toStrictEqual([]);
  });
});

test.describe('at 360 px wide, in American English', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the owner saves the billing settings; receivables fit a phone', async ({ page }) => {
    await signInAs(page, 'agency', { open: '/en-us/user/billing-settings' });
    await expect(page.getByRole('heading', { level: 1, name: 'Billing settings' })).toBeVisible();
    await expect(page.getByText(/^These are the defaults/)).toBeVisible();
    expect(await violationsOn(page, 'billing settings')).toStrictEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    const terms = page.getByRole('spinbutton', { name: /^Payment terms/ });
    await terms.fill('45');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Billing settings saved.' }),
    ).toBeVisible();
    await expect(page.getByText(/^These are the defaults/)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: /^Payment terms/ })).toHaveValue('45');

    await page.goto('/en-us/user/receivables');
    await expect(page.getByRole('region', { name: 'Receivables' })).toBeVisible();
    expect(await violationsOn(page, 'receivables on a phone')).toStrictEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
