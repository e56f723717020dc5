import { expect, type Page, test } from '@playwright/test';
import { sendCareRequest } from '../support/careRequestForm.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// A family asks Maple Home Care (the demo agency owner's agency) for care from its Toronto home
// care listing on a phone; the owner then finds the request in the inbox.

type ListingHit = { id: number; name: string; agency: { name: string } };

async function mapleListing(page: Page): Promise<ListingHit> {
  const response = await page.request.get('/api/marketplace/homecare/listings?city=Toronto');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: ListingHit[] };
  const listing = data.find((hit) => hit.agency.name === 'Maple Home Care');
  if (listing === undefined) {
    throw new Error('no Maple Home Care listing in Toronto');
  }
  return listing;
}

test.describe('requesting care on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a family sends a request and the provider opens it from the inbox', async ({ page }) => {
    const listing = await mapleListing(page);
    const family = `Rosa Familia ${Date.now()}`;

    await page.goto(`/en-us/homecare/listings/${listing.id}/request-care`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Request care from ${listing.name}` }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Sending at once names what is missing, beside each question.
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toContainText('need your attention before sending');

    const reference = await sendCareRequest(page, { family, agency: 'Maple Home Care' });
    await expect(page.getByText(/They will use the way you preferred: Phone call\./)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await signInAs(page, 'agency');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const inboxLink = page.getByRole('link', { name: /^Care requests \d+ new care requests?$/ });
    await expect(inboxLink).toBeVisible();
    await inboxLink.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Care requests' })).toBeVisible();
    await page.getByRole('link', { name: family }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Request ${reference}` }),
    ).toBeVisible();
    const answers = page.getByRole('region', { name: 'Answers' });
    await expect(answers.getByText('My parent')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Contact' }).getByText('+1 416 555 0199'),
    ).toBeVisible();
    await expect(page.getByText(/Contact the family directly/)).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('the inbox on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('filters and pages like the other lists', async ({ page }) => {
    await signInAs(page, 'agency', { open: '/en-us/user/care-requests?kind=bookVisit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Care requests' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Request' })).toHaveValue('bookVisit');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('seen');
    await expect(page).toHaveURL(/status=seen/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
