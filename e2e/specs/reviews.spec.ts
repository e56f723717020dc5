import { type Browser, expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { DEMO_PASSWORD, signInAs } from '../support/demoAccounts.ts';

// Reviews that can be trusted: the demo's Maple day program has two reviews, so no rating yet. A
// family whose relative Maple has visited writes the third on a phone; the review shows at once,
// and with it the rating, on the listing and in search, on a phone and on a wide screen.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1920, height: 1080 };
/** The demo family whose relative Maple visits, who has not reviewed the day program yet. */
const REVIEWER = 'family.marc@demo.hearth.test';

async function mapleDayProgram(page: Page): Promise<number> {
  const response = await page.request.get('/api/marketplace/day-program/listings', {
    params: { latitude: 43.65, longitude: -79.38, perPage: 50 },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const listing = data.find((row) => row.name.startsWith('Maple Home Care'));
  if (listing === undefined) {
    throw new Error('the demo has no Maple day program near Toronto');
  }
  return listing.id;
}

async function pageAt(browser: Browser, viewport: typeof PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Reviews' });

test('a review appears on the listing after the third one, and the rating only then', async ({
  browser,
}) => {
  const visitor = await pageAt(browser, DESKTOP);
  const listingId = await mapleDayProgram(visitor);
  const listingPath = `/en-us/day-program/listings/${listingId}`;

  await visitor.goto(listingPath);
  const before = reviewsOf(visitor);
  await expect(before.getByText('2 reviews so far: a rating shows from 3 reviews.')).toBeVisible();
  await expect(before.getByRole('article')).toHaveCount(2);
  await expect(before.getByTestId('listing-rating')).toHaveCount(0);
  await expect(before.getByRole('link', { name: /Sign in to review it/ })).toBeVisible();
  expect(await violationsOn(visitor, 'listing reviews, unrated')).toStrictEqual([]);

  const family = await pageAt(browser, PHONE);
  const signIn = await family.request.post('/api/auth/sign-in', {
    data: { email: REVIEWER, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  await family.goto(listingPath);
  const reviews = reviewsOf(family);
  const form = reviews.getByRole('form', { name: 'Your review' });
  await expect(form).toBeVisible();
  expect(await violationsOn(family, 'review form on a phone')).toStrictEqual([]);

  // Sent without stars or enough words: the form says what to fix, and nothing is published.
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('You must enter a minimum of 20 characters')).toBeVisible();
  // The stars as a keyboard chooses them: the radio of five stars, then Space.
  const fiveStars = form.getByRole('radio', { name: '5 stars' });
  await fiveStars.focus();
  await family.keyboard.press('Space');
  await expect(fiveStars).toBeChecked();
  await form
    .getByRole('textbox', { name: 'Your review' })
    .fill('Dad loves the music afternoons, and the staff call us when he has had a good day.');
  await form.getByRole('button', { name: 'Publish review' }).click();

  await expect(reviews.getByRole('status').getByText(/your review is published/)).toBeVisible();
  const newest = reviews.getByRole('article').first();
  await expect(newest.getByRole('heading', { name: 'Marc T.: 5 stars' })).toBeVisible();
  await expect(reviews.getByTestId('listing-rating')).toHaveText('4.7 out of 5 from 3 reviews');
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  expect(await violationsOn(family, 'listing reviews, rated, on a phone')).toStrictEqual([]);

  await visitor.reload();
  const after = reviewsOf(visitor);
  await expect(after.getByTestId('listing-rating')).toHaveText('4.7 out of 5 from 3 reviews');
  await expect(after.getByRole('article')).toHaveCount(3);
  await expect(after.getByRole('article').first()).toContainText('Marc T.');
  expect(await violationsOn(visitor, 'listing reviews, rated')).toStrictEqual([]);

  // The rating now counts in search: best rated first, and shown on the listing's card.
  await visitor.goto('/en-us/day-program?sort=rating');
  await visitor.getByRole('combobox', { name: 'City or town' }).fill('Toronto');
  await visitor.getByRole('option', { name: 'Toronto, ON' }).click();
  const card = visitor.getByRole('article').filter({ hasText: 'Maple Home Care' }).first();
  await expect(card.getByText('★ 4.7 out of 5 from 3 reviews')).toBeVisible();
});

test('a reported review reaches the admins, who hide it from the listing and its rating', async ({
  browser,
}) => {
  const admin = await pageAt(browser, PHONE);
  await signInAs(admin, 'admin', { open: '/en-us/user/reviews/reported' });
  const queue = await admin.request.get('/api/reviews/reported');
  const [disputed] = ((await queue.json()) as { data: { listingId: number }[] }).data;
  if (disputed === undefined) {
    throw new Error('the demo has no reported review');
  }
  const listingPath = `/en-us/homecare/listings/${disputed.listingId}`;

  // The demo family reports the same review from the listing, on a wide screen.
  const family = await pageAt(browser, DESKTOP);
  await signInAs(family, 'user', { open: listingPath });
  const onListing = reviewsOf(family);
  await expect(onListing.getByTestId('listing-rating')).toHaveText('3.7 out of 5 from 3 reviews');
  const daniels = onListing.getByRole('article').filter({ hasText: 'Daniel O.' });
  await daniels.getByRole('button', { name: 'Report' }).click();
  const dialog = family.getByRole('dialog', { name: 'Report this review' });
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('It blames the agency for our choice.');
  expect(await violationsOn(family, 'report dialog')).toStrictEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(daniels.getByText('Reported: an administrator will look at it.')).toBeVisible();

  await admin.reload();
  const card = admin.getByRole('article').filter({ hasText: 'Daniel O.' });
  await expect(card.getByRole('heading', { name: '2 reports' })).toBeVisible();
  await expect(card.getByText('It blames the agency for our choice.')).toBeVisible();
  expect(await violationsOn(admin, 'reported reviews on a phone')).toStrictEqual([]);
  await card.getByRole('button', { name: 'Hide review' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Hide this review?' });
  await confirm.getByRole('button', { name: 'Hide review' }).click();
  await expect(admin.getByRole('status').getByText(/^No reported reviews/)).toBeVisible();

  await family.reload();
  const after = reviewsOf(family);
  await expect(after.getByText('2 reviews so far: a rating shows from 3 reviews.')).toBeVisible();
  await expect(after.getByRole('article').filter({ hasText: 'Daniel O.' })).toHaveCount(0);
});
