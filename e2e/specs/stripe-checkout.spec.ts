import { expect, test } from '@playwright/test';
import { adminApi } from '../support/adminApi.ts';
import { violationsOn } from '../support/axeWalk.ts';

// The e2e server runs with the local Stripe stand-in (serve.mjs): a card is paid on its hosted page
// in the browser, with no network, and the signed webhook makes the subscription.
test('a card pays on the hosted checkout page and the webhook completes the checkout', async ({
  page,
  baseURL,
}) => {
  const { api, csrf } = await adminApi(baseURL ?? '');
  const agency = await api.post('/api/agencies', {
    headers: csrf,
    data: { name: `Checkout Agency ${Date.now()}` },
  });
  expect(agency.status(), await agency.text()).toBe(201);
  const agencyId = ((await agency.json()) as { data: { id: number } }).data.id;
  const name = `Checkout plan ${Date.now()}`;
  const product = await api.post('/api/products', {
    headers: csrf,
    data: {
      names: { 'en-US': name, 'en-CA': name, 'es-ES': name },
      descriptions: { 'en-US': 'For tests.', 'en-CA': 'For tests.', 'es-ES': 'Para pruebas.' },
      buyerKinds: ['agency'],
      priceCents: 4_990,
      currency: 'CAD',
      unitOfMeasure: 3,
      entitlements: { listingSlots: 1, staffSeats: 5 },
      trialDays: 0,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { data: { id: number } }).data.id;
  const started = await api.post('/api/subscriptions/checkout', {
    headers: csrf,
    data: {
      productId,
      paymentMode: 0,
      invoiceSchedule: 1,
      country: 'CA',
      province: 'ON',
      locale: 'en-CA',
      organisation: { kind: 'agency', id: agencyId },
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const session = ((await started.json()) as { data: { sessionId: string; url: string } }).data;

  await page.goto(session.url);
  await expect(page.getByRole('heading', { name: 'Pay CA$56.39' })).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  // The page a buyer pays on is keyboard- and screen-reader-usable, its decline included.
  expect(await violationsOn(page, 'hosted checkout')).toStrictEqual([]);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await Promise.all([
    page.waitForURL(
      (url) =>
        url.pathname === '/en-ca/user/billing' &&
        url.searchParams.get('checkout') === session.sessionId,
    ),
    page.getByRole('button', { name: 'Pay' }).click(),
  ]);
  const status = await api.get(`/api/subscriptions/checkout/${session.sessionId}`);
  expect(await status.json()).toMatchObject({
    data: { status: 'complete', subscriptionId: expect.any(Number), paymentId: expect.any(Number) },
  });
  await api.dispose();
});
