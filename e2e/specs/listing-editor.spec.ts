import { expect, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency owner (Maple Home Care) adds a listing, gives it a photo, publishes it, and
// families can then open its public page.

// A real 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an agency owner creates a listing, adds a photo and publishes it', async ({ page }) => {
  const name = `Ottawa evening care ${Date.now()}`;
  await signInAs(page, 'agency', { open: '/en-us/user/listings' });
  await expect(page.getByRole('heading', { level: 1, name: 'Our listings' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Our listings' })).toBeVisible();
  await page.getByRole('link', { name: 'Add listing' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add a listing' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Evenings and weekends.');
  await page.getByRole('textbox', { name: 'Lowest price' }).fill('40');
  await page.getByRole('textbox', { name: 'Highest price' }).fill('55.50');
  await page.getByRole('combobox', { name: 'City' }).fill('Ottaw');
  await page.getByRole('option', { name: /Ottawa, ON/ }).click();
  await expect(page.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
  await page
    .getByRole('group', { name: 'Services' })
    .getByRole('checkbox', { name: 'Companionship' })
    .check();
  await page.getByRole('button', { name: 'Create draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  const listingId = Number(page.url().split('/').pop());
  expect(listingId).toBeGreaterThan(0);
  // A draft is not in the marketplace yet.
  expect((await page.request.get(`/api/marketplace/listings/${listingId}`)).status()).toBe(404);

  const photos = page.getByRole('region', { name: 'Photos' });
  await photos
    .locator('input[type="file"]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await expect(photos.getByRole('img', { name: `${name}, photo 1 of 1` })).toBeVisible();

  // The switch follows the server's answer, so it is clicked and then awaited.
  const published = page.getByRole('switch', { name: 'Published in the marketplace' });
  await published.click();
  await expect(published).toBeChecked();
  await expect(page.getByText('Families can find this listing in the marketplace.')).toBeVisible();

  // The public read answers, with the uploaded photo, which is served to anyone.
  const answer = await page.request.get(`/api/marketplace/listings/${listingId}`);
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { name: string; photos: { url: string }[]; city: { name: string } | null };
  };
  expect(data).toMatchObject({ name, city: { name: 'Ottawa' } });
  expect(data.photos).toHaveLength(1);
  const photo = await page.request.get(data.photos[0]?.url ?? '');
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/png');

  await page.getByRole('link', { name: 'View the public page' }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/homecare/listings/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the list and the editor fit the screen', async ({ page }) => {
    await signInAs(page, 'agency', { open: '/en-us/user/listings' });
    const first = page.getByRole('link', {
      name: 'Maple Home Care — In-home support',
      exact: true,
    });
    await expect(first).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await first.click();
    await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
