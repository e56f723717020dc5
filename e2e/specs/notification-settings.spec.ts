import { expect, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { newAgencyOwner } from '../support/billing.ts';
import { signInWith } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// An agency owner of their own (the demo accounts are shared by parallel tests) on a phone: the
// bell's way to all notifications, the archive's filters, and where each kind of notification
// reaches them, each page fitting 360 px and clean under axe.

test.use({ viewport: { width: 360, height: 740 } });

test('the archive and the notification settings work on a phone, by keyboard too', async ({
  page,
  baseURL,
}) => {
  const owner = await newAgencyOwner(baseURL ?? '');
  await signInWith(page, owner.email, owner.password);

  await page.getByRole('button', { name: /^Notifications, none unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/en-us\/user\/notifications$/);
  // The panel closes on the way; its empty line begins with the archive's words and may still be
  // in the page while it fades, so the archive's line is found inside the page's main region.
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All notifications');
  await expect(
    page.getByRole('main').getByText('You have no notifications yet.', { exact: true }),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'notification archive')).toEqual([]);

  // An agency hears of care requests, never of a family's own being sent.
  await expect(
    page.getByLabel('Kind').locator('option', { hasText: 'Your care request was sent' }),
  ).toHaveCount(0);
  await page.getByLabel('Kind').selectOption({ label: 'New care request' });
  await expect(page).toHaveURL(/kind=careRequest\.received/);
  await expect(page.getByText('No notifications match these filters.')).toBeVisible();

  await page.goto('/en-us/user/profile');
  const settings = page.getByRole('region', { name: 'Notifications' });
  const posting = settings.getByLabel('Posting accepted');
  await expect(posting).toHaveValue('both');
  // A high-priority kind can go to mail or the bell, never nowhere.
  const careRequest = settings.getByLabel('New care request');
  await expect(careRequest.locator('option')).toHaveText([
    'Bell and mail',
    'Bell only',
    'Mail only',
  ]);

  await posting.focus();
  await posting.selectOption('email');
  await expect(settings.getByRole('status')).toHaveText('Saved.');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'notification settings')).toEqual([]);

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByLabel('Posting accepted'),
  ).toHaveValue('email');
});

test('an unsubscribe link that is not genuine says so, without signing in', async ({ page }) => {
  await page.goto('/en-us/unsubscribe?token=1.0.forged');
  await page.getByRole('button', { name: 'Stop these mails' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid. Sign in to choose which notifications reach you by mail.',
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violationsOn(page, 'unsubscribe')).toEqual([]);
});
