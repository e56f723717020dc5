import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { adminApi, createUser } from './adminApi.ts';

// The set-up of the billing journeys: plans, agencies and owners of their own (the demo
// organisations hold plans of their own), and the steps both the invoice and the card journeys
// share. A checkout through the payment provider's stand-in plugs in beside `subscribeByInvoice`.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type Plan = { id: number; name: string };

/** A monthly agency plan on sale, in Canadian dollars, with no trial: its first invoice is at once. */
export async function newPlan(baseURL: string, priceCents = 4_990): Promise<Plan> {
  const { api, csrf } = await adminApi(baseURL);
  const name = `Care Plus ${unique()}`;
  const response = await api.post('/api/products', {
    headers: csrf,
    data: {
      names: { 'en-US': name, 'en-CA': name, 'es-ES': `${name} ES` },
      descriptions: {
        'en-US': 'Listed in the marketplace.',
        'en-CA': 'Listed in the marketplace.',
        'es-ES': 'En el mercado.',
      },
      buyerKinds: ['agency'],
      priceCents,
      currency: 'CAD',
      unitOfMeasure: 3,
      entitlements: { listingSlots: 1, staffSeats: 5 },
      trialDays: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  await api.dispose();
  return { id: data.id, name };
}

export type Owner = { agencyId: number; email: string; password: string };

/** A new agency and its owner (role agency), with no plan yet. */
export async function newAgencyOwner(baseURL: string): Promise<Owner> {
  const { api, csrf } = await adminApi(baseURL);
  const response = await api.post('/api/agencies', {
    headers: csrf,
    data: { name: `Billing Agency ${unique()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  await api.dispose();
  const owner = await createUser(baseURL, { role: 3, name: 'Agency Owner', agencyIds: [data.id] });
  return { agencyId: data.id, email: owner.email, password: owner.password };
}

async function ownerApi(baseURL: string, owner: Owner): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const signIn = await api.post('/api/auth/sign-in', {
    data: { email: owner.email, password: owner.password },
  });
  expect(signIn.status()).toBe(200);
  return api;
}

/** Subscribes through the API, by invoice billed in advance, for an Ontario address. */
export async function subscribeByInvoice(baseURL: string, owner: Owner, plan: Plan) {
  const api = await ownerApi(baseURL, owner);
  const { cookies } = await api.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await api.post('/api/subscriptions', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { productId: plan.id, paymentMode: 2, invoiceSchedule: 1, country: 'CA', province: 'ON' },
  });
  expect(response.status(), await response.text()).toBe(201);
  await api.dispose();
}

/** Signs the owner in through the API (the page's cookie jar) and opens a page. */
export async function signInOwner(page: Page, owner: Owner, open: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: owner.email, password: owner.password },
  });
  expect(response.status()).toBe(200);
  await page.goto(open);
}

/** Downloads an invoice or receipt from its row's PDF link and checks it is a PDF. */
export async function expectPdfDownload(page: Page, invoiceNumber: string): Promise<void> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${invoiceNumber} (PDF)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}
