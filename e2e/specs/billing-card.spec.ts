import { expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { expectPdfDownload, newAgencyOwner, newPlan, signInOwner } from '../support/billing.ts';

// The e2e server runs with the local Stripe stand-in (serve.mjs): the card is typed on its hosted
// page in the browser, with no network, and its signed webhook makes the subscription.

/** Types a test card on the hosted checkout page and pays. */
async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

test.use({ viewport: { width: 1920, height: 1080 } });

test('an agency owner subscribes by card on the hosted page, sees the receipt and downloads its PDF', async ({
  page,
  baseURL,
}) => {
  const plan = await newPlan(baseURL ?? '');
  const owner = await newAgencyOwner(baseURL ?? '');
  await signInOwner(page, owner, '/en-ca/user/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await page.getByRole('link', { name: `Choose ${plan.name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Province or state/ }).selectOption('ON');
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('$56.39');
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The payment provider's page: a declined card keeps it open with the reason.
  await expect(page.getByRole('heading', { name: 'Pay CA$56.39' })).toBeVisible();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await violationsOn(page, 'hosted checkout')).toStrictEqual([]);

  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(
    (url) => url.pathname === '/en-ca/user/billing' && url.searchParams.has('checkout'),
  );
  await expect(page.getByText('Payment received: your plan is active.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Receipt (PDF)' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Your plan' });
  await expect(summary).toContainText(plan.name);
  await expect(summary).toContainText('Active');
  await expect(summary).toContainText('Visa ending in 4242');
  const receipts = page.getByRole('table', { name: 'Invoices and receipts' });
  const row = receipts.getByRole('row').filter({ hasText: /H-\d{4}-\d{6}/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$56.39');
  await expect(row).toContainText('Paid');
  const receiptNumber = ((await row.textContent()) ?? '').match(/H-\d{4}-\d{6}/)?.[0] ?? '';
  await expectPdfDownload(page, receiptNumber);
  expect(await violationsOn(page, 'billing after checkout')).toStrictEqual([]);
});
