import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// On a phone, the demo caregiver asks to join the demo partner's hub; the partner accepts on a
// wide screen; the caregiver then sees the hub's calendar and says they will attend its event.

const HUB = 'Riverside Shared Homes';
const EVENT = 'Welcome coffee for new members';

async function openHubTab(page: Page, tab: 'Members' | 'Events'): Promise<void> {
  await page.goto('/en-us/user/shared-living/hubs');
  await page.getByRole('link', { name: HUB }).click();
  await expect(page.getByRole('heading', { level: 1, name: HUB })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, 'caregiver');
  return page;
}

test('the demo caregiver joins the partner hub and says they will attend its event', async ({
  page,
  browser,
}) => {
  const caregiver = await phone(browser);
  await openHubTab(caregiver, 'Events');
  await expect(caregiver.getByText(/Only the hub's members and those who run it/)).toBeVisible();
  await caregiver.getByRole('tab', { name: 'Members' }).click();
  await caregiver.getByRole('button', { name: 'Ask to join' }).click();
  await expect(
    caregiver.getByText("Your request to join is waiting for the hub's answer."),
  ).toBeVisible();
  expect(await horizontalOverflow(caregiver)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'partner');
  await openHubTab(page, 'Members');
  const row = page.getByRole('row').filter({ hasText: 'Carmen Caregiver' });
  await expect(row.getByText('Request pending')).toBeVisible();
  await row.getByRole('button', { name: 'Accept Carmen Caregiver' }).click();
  await expect(row.getByText('Member', { exact: true })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await openHubTab(caregiver, 'Members');
  await expect(caregiver.getByText('You are a member of this hub.')).toBeVisible();
  await caregiver.getByRole('tab', { name: 'Events' }).click();
  await expect(caregiver.getByRole('grid')).toHaveCount(0);
  await caregiver.getByRole('button', { name: new RegExp(EVENT) }).click();
  const dialog = caregiver.getByRole('dialog', { name: EVENT });
  await dialog.getByRole('button', { name: "I'll attend" }).click();
  await expect(dialog.getByText('You are attending.')).toBeVisible();
  await expect(dialog.getByText('Carmen Caregiver')).toBeVisible();
  expect(await horizontalOverflow(caregiver)).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    caregiver.getByRole('button', { name: new RegExp(`${EVENT}.*you attend`) }),
  ).toBeVisible();
  expect(await horizontalOverflow(caregiver)).toBeLessThanOrEqual(0);
});
