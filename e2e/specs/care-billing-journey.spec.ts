import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';

// The journey, through the screens: the demo agency runs its invoices for last month, sees
// the family's visit never checked out, corrects it, runs the month again, issues the two new
// drafts of that visit (the payer's share and the family's), records the payer's payment and
// sees the invoice paid; the family then downloads their invoice's PDF. Only this journey
// touches that visit and last month's new drafts; rows are found by the patient's name and the
// numbers read from the page, never by counts other specs change.

const AGENCY_ZONE = 'America/Toronto';

/** Today in the agency's time zone, `YYYY-MM-DD`. */
const agencyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_ZONE }).format(new Date());

/** The first and last day of last calendar month in the agency, both included. */
function lastMonth(): { first: string; last: string } {
  const [year, month] = agencyToday().split('-').map(Number) as [number, number];
  const firstOfThis = Date.UTC(year, month - 1, 1);
  const lastDay = new Date(firstOfThis - 86_400_000);
  const iso = (day: Date) => day.toISOString().slice(0, 10);
  return { first: iso(new Date(Date.UTC(year, month - 2, 1))), last: iso(lastDay) };
}

/** The patient the demo family follows, as their own invoices name them. */
async function familyPatientName(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'user', { open: '/en-us/user/invoices' });
  const invoices = (await (await page.request.get('/api/invoices')).json()) as {
    data: { patient: { name: string } }[];
  };
  await context.close();
  const name = invoices.data[0]?.patient.name;
  expect(name, 'the demo family has invoices of their patient').toBeDefined();
  return name ?? '';
}

/** Runs last month from the invoice run page and waits until the run's page says it finished. */
async function runLastMonth(page: Page): Promise<void> {
  const period = lastMonth();
  await page.goto('/en-us/user/invoice-runs');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice runs' })).toBeVisible();
  await page.getByLabel('First day').fill(period.first);
  await page.getByLabel('Last day').fill(period.last);
  await page.getByRole('button', { name: 'Start the run' }).click();
  await expect(page).toHaveURL(/\/user\/invoice-runs\/\d+$/);
  await expect(page.getByRole('status').getByText('Finished', { exact: true })).toBeVisible();
}

/** Opens an invoice from a link and reads its number from the page's heading. */
async function openInvoice(page: Page, link: Locator): Promise<{ number: string; url: string }> {
  await link.click();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice \S+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace(/^Invoice /, '');
  return { number, url: page.url() };
}

/** Downloads the open invoice's PDF and checks it is one, named and titled for the invoice. */
async function expectInvoicePdf(page: Page, number: string): Promise<void> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) {
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks).toString('latin1');
  expect(bytes.slice(0, 5)).toBe('%PDF-');
  // The document's title (its info dictionary, not compressed) names the invoice.
  expect(bytes).toContain(`Invoice ${number}`);
}

test.use({ viewport: { width: 1920, height: 1080 } });

test('the agency bills last month, resolves an exception, issues and is paid; the family downloads their invoice', async ({
  page,
  browser,
}) => {
  const patient = await familyPatientName(browser);
  await signInAs(page, 'agency');

  await runLastMonth(page);
  const unfinished = page
    .getByRole('table', { name: 'Visits not billed' })
    .getByRole('row')
    .filter({ hasText: patient })
    .filter({ hasText: 'Checked in, never checked out' });
  await expect(unfinished).toHaveCount(1);
  expect(await violationsOn(page, 'a run with a visit not billed')).toEqual([]);

  await unfinished.getByRole('button', { name: 'Correct the visit' }).click();
  const dialog = page.getByRole('dialog', { name: `Correct the visit of ${patient}` });
  const checkOut = dialog.getByRole('group', { name: 'Check-out' });
  await checkOut.getByLabel('Corrected time (Toronto time)').fill(`${lastMonth().first}T11:00`);
  // The caregiver recorded no place for the check-out: it was where the check-in was, at home.
  const checkedInAt = (await dialog.getByRole('group', { name: 'Check-in' }).textContent()) ?? '';
  const [, latitude = '', longitude = ''] =
    checkedInAt.match(/ at (-?\d+\.\d+), (-?\d+\.\d+)/) ?? [];
  await checkOut.getByRole('textbox', { name: 'Latitude' }).fill(latitude);
  await checkOut.getByRole('textbox', { name: 'Longitude' }).fill(longitude);
  await dialog
    .getByRole('combobox', { name: 'Reason for the change' })
    .selectOption({ label: 'Caregiver did not check out' });
  await dialog
    .getByRole('combobox', { name: 'How it was confirmed' })
    .selectOption({ label: 'Confirmed with the caregiver' });
  expect(await violationsOn(page, 'the visit correction dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save the correction' }).click();
  await expect(dialog).toBeHidden();

  // Run again: the corrected visit is billed, its share to the payer and its share to the family.
  await runLastMonth(page);
  await expect(
    page
      .getByRole('table', { name: 'Visits not billed' })
      .getByRole('row')
      .filter({ hasText: patient }),
  ).toHaveCount(0);
  const drafts = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({
    hasText: patient,
  });
  await expect(drafts).toHaveCount(2);
  await expect(drafts.filter({ hasText: 'Draft' })).toHaveCount(2);
  const privateRow = drafts.filter({ hasText: 'Clients (private pay)' });
  const payerRow = drafts.filter({ hasNotText: 'Clients (private pay)' });
  await expect(privateRow).toHaveCount(1);
  const payerName = ((await payerRow.getByRole('cell').first().textContent()) ?? '').trim();
  const amount = ((await payerRow.textContent()) ?? '').match(/\$([\d,]+\.\d{2})/)?.[1] ?? '';
  expect(amount, "the payer's share has an amount").not.toBe('');
  expect(await violationsOn(page, 'a run with drafts to issue')).toEqual([]);

  await page.getByRole('button', { name: /^Issue (all \d+ drafts|1 draft)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /invoices? issued\.$/ })).toBeVisible();
  await expect(drafts.filter({ hasText: 'Issued' })).toHaveCount(2);

  const familyInvoice = await openInvoice(page, privateRow.getByRole('link', { name: patient }));
  await page.goBack();
  const payerInvoice = await openInvoice(page, payerRow.getByRole('link', { name: patient }));

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payments received' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments received' })).toBeVisible();
  await page.getByRole('button', { name: 'Record a payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record a payment' });
  await payment.getByRole('combobox', { name: /^Payer/ }).click();
  await page.getByRole('option', { name: payerName, exact: true }).click();
  await payment
    .getByRole('textbox', { name: new RegExp(`^${payerInvoice.number} · `) })
    .fill(amount.replace(/,/g, ''));
  await payment.getByRole('textbox', { name: /^Reference/ }).fill('EFT 7731904');
  expect(await violationsOn(page, 'recording the payer payment')).toEqual([]);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Payments received' })
      .getByRole('row')
      .filter({ hasText: 'EFT 7731904' }),
  ).toContainText(payerInvoice.number);

  await page.goto(payerInvoice.url);
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${payerInvoice.number}` }),
  ).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  expect(await violationsOn(page, 'the paid invoice')).toEqual([]);

  // The family: their new invoice is in their list, and its PDF downloads.
  const family = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const familyPage = await family.newPage();
  await signInAs(familyPage, 'user', { open: '/en-us/user/invoices' });
  await expect(familyPage.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const own = await openInvoice(
    familyPage,
    familyPage.getByRole('link', { name: familyInvoice.number, exact: true }),
  );
  expect(own.number).toBe(familyInvoice.number);
  expect(await violationsOn(familyPage, "the family's new invoice")).toEqual([]);
  await expectInvoicePdf(familyPage, own.number);
  await family.close();
});
