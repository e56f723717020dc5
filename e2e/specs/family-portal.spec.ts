import { expect, type Page, test } from '@playwright/test';
import { adminApi, createUser } from '../support/adminApi.ts';
import { violationsOn } from '../support/axeWalk.ts';
import { caregiversVisitToday } from '../support/caregiverVisit.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { caregiverPhone, csrf, VISIT_PLACE } from '../support/visitJourney.ts';

// The family's portal, My care: the agency invites a patient's contact (consent recorded), the
// family accepts on a phone and follows today's visit, which turns to "caregiver is here" the
// moment the caregiver checks in (the family's own channel), without a reload; axe-clean. The
// demo family's home shows their care at a glance on a wide screen.

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The invitation's link in the development outbox, as a path on this server. */
async function invitationPathFor(baseURL: string, email: string): Promise<string> {
  const { api } = await adminApi(baseURL);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await api.get('/api/admin/outbox?perPage=100');
      const { data } = (await response.json()) as { data: { recipient: string; body: string }[] };
      const mail = data.find((entry) => entry.recipient === email);
      link = /https?:\/\/\S+\/user\/my-care\/accept\?token=\S+/.exec(mail?.body ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  await api.dispose();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/** Resolves once the page's app has joined the signed-in person's own channel. */
const ownChannelJoined = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/broadcasting/auth') &&
      (response.request().postData() ?? '').includes('private-users.') &&
      response.ok(),
  );

test('the family follows a caregiver’s check-in live on a phone', async ({ browser, baseURL }) => {
  const visit = await caregiversVisitToday(baseURL ?? '');
  const family = await createUser(baseURL ?? '', { role: 2, name: 'Fiona Family' });
  const { api, headers } = visit.office;
  // The office gives the caregiver a photo (a real 1×1 PNG), which the family then sees.
  const photo = await api.put(`/api/caregivers/${visit.caregiver.id}/photo`, {
    headers,
    multipart: {
      photo: {
        name: 'rosa.png',
        mimeType: 'image/png',
        buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      },
    },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  const contact = await api.post(`/api/patients/${visit.patient.id}/contacts`, {
    headers,
    data: { name: 'Fiona Family', email: family.email, consentToShare: true },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const contactId = ((await contact.json()) as { data: { id: number } }).data.id;
  const invited = await api.post(
    `/api/patients/${visit.patient.id}/contacts/${contactId}/family-invitation`,
    { headers },
  );
  expect(invited.status(), await invited.text()).toBe(201);
  const acceptPath = await invitationPathFor(baseURL ?? '', family.email);

  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: family.email, password: family.password },
  });
  expect(signedIn.status()).toBe(200);
  const joined = ownChannelJoined(page);
  await page.goto(acceptPath);
  await page.getByRole('button', { name: 'Yes, follow their care' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Walter');
  await joined;

  const upcoming = page.getByRole('region', { name: 'Visits to come' });
  const today = upcoming.locator(`[data-visit-id="${visit.shiftId}"]`);
  await expect(today).toContainText('Planned');
  await expect(today).toContainText('Caregiver: Rosa');
  const face = today.getByRole('img', { name: 'Photo of Rosa' });
  await expect(face).toBeVisible();
  // Loaded, not a broken image: the family may fetch it.
  await expect
    .poll(() => face.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1);

  const phone = await caregiverPhone(browser, visit.caregiver);
  const checkIn = await phone.request.post(`/api/shifts/${visit.shiftId}/check-in`, {
    headers: await csrf(phone),
    data: VISIT_PLACE,
  });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  await phone.context().close();

  await expect(today).toContainText('Caregiver is here since');
  await expect(page.getByRole('link', { name: 'See invoices' })).toHaveAttribute(
    'href',
    `/en-us/user/invoices?patientId=${visit.patient.id}`,
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'a family’s patient page at 360 px')).toEqual([]);
  await context.close();
  await api.dispose();
});

test('the demo family’s home shows their care at a glance on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInAs(page, 'user');
  const care = page.getByRole('region', { name: "Your family's care" });
  await expect(care.getByRole('heading', { name: /^Next visits for / })).toBeVisible();
  await expect(care.locator('[data-visit-id]').first()).toBeVisible();
  await expect(care.getByRole('region', { name: 'Your requests for care' })).toBeVisible();
  await care.getByRole('link', { name: 'Open My care' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My care' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'The people you follow' }).getByRole('link'),
  ).not.toHaveCount(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'My care at 1920 px')).toEqual([]);
  await page.goto('/en-us/user');
  await expect(care.locator('[data-visit-id]').first()).toBeVisible();
  expect(await violationsOn(page, 'the family’s home at 1920 px')).toEqual([]);
});
