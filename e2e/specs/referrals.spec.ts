import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo partner refers a person to Maple Shared Living from a phone; the hub's owner, on a
// wide screen, records the visit and closes the referral with a reason; the board's metrics move
// with it; the partner then sees it closed, with the reason.

const CARE_TIME_ZONE = 'America/Toronto';
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CARE_TIME_ZONE }).format(new Date());

async function phoneAs(browser: Browser, role: 'partner'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

/** The metrics card's line for one average ("5.0 days (n = 5)") and its count of closed ones. */
async function readMetrics(page: Page) {
  const card = page.getByRole('region', { name: 'Referral metrics' });
  const visit = card.locator('[data-metric="averageCreatedToVisit"]');
  await expect(visit).toHaveText(/\(n = \d+\)$/);
  const closed = card.getByText(/Closed: \d+/);
  return {
    card,
    visit: (await visit.textContent()) ?? '',
    closed: (await closed.textContent()) ?? '',
  };
}

const countIn = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);

async function expectNoSideScroll(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

async function chooseFrom(select: Locator, label: string) {
  await select.selectOption({ label });
}

test('a partner refers a person; the hub records a visit and closes it; metrics and the partner follow', async ({
  page,
  browser,
}) => {
  const lastName = `Referral${Date.now()}`;
  const fullName = `Ruth ${lastName}`;

  // The partner, on a phone.
  const phone = await phoneAs(browser, 'partner');
  await phone.goto('/en-us/user/shared-living/referrals');
  await expect(phone.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await expectNoSideScroll(phone);
  await phone.getByRole('link', { name: 'Refer a person' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Refer a person' })).toBeVisible();
  await chooseFrom(phone.getByRole('combobox', { name: 'Hub' }), 'Maple Shared Living');
  await phone.getByRole('textbox', { name: 'First name' }).fill('Ruth');
  await phone.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await phone.getByRole('textbox', { name: 'Care needs' }).fill('Help with meals after surgery');
  await expectNoSideScroll(phone);
  await phone.getByRole('button', { name: 'Send referral' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  const referralUrl = phone.url();
  await expectNoSideScroll(phone);

  // The hub's owner, on a wide screen.
  await page.setViewportSize({ width: 1920, height: 1100 });
  await signInAs(page, 'agency', { open: '/en-us/user/shared-living/referrals' });
  const before = await readMetrics(page);
  await expectNoSideScroll(page);
  const openColumn = page.getByRole('region', { name: /^Open \(\d+\)$/ });
  await openColumn.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expectNoSideScroll(page);

  await page.getByLabel('Visit').fill(today());
  await page.getByRole('button', { name: 'Save milestones' }).click();
  await expect(page.getByText('Milestones saved.')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText(/^Visit: /)).toBeVisible();

  await page.getByRole('button', { name: 'Close', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status to Closed' });
  await chooseFrom(dialog.getByRole('combobox', { name: 'Close reason' }), 'Not interested');
  await dialog.getByRole('button', { name: 'Confirm: Closed' }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Not interested')).toBeVisible();
  await expect(timeline.getByText('Status changed from Open to Closed')).toBeVisible();

  // The board's metrics now count the visit and the close.
  await page.getByRole('link', { name: 'All referrals' }).click();
  const beforeVisits = countIn(before.visit, /\(n = (\d+)\)/);
  const beforeClosed = countIn(before.closed, /Closed: (\d+)/);
  const card = page.getByRole('region', { name: 'Referral metrics' });
  await expect(card.locator('[data-metric="averageCreatedToVisit"]')).toHaveText(
    new RegExp(`\\(n = ${beforeVisits + 1}\\)$`),
  );
  await expect(card.getByText(`Closed: ${beforeClosed + 1}`)).toBeVisible();
  const after = await readMetrics(page);
  expect(after.visit).not.toBe(before.visit);
  await expect(
    page.getByRole('region', { name: /^Closed \(\d+\)$/ }).getByRole('link', { name: fullName }),
  ).toBeVisible();

  // The partner sees it closed, with the reason.
  await phone.goto(referralUrl);
  const partnerStatus = phone.getByRole('region', { name: 'Status' });
  await expect(partnerStatus.getByText('Closed', { exact: true })).toBeVisible();
  await expect(partnerStatus.getByText('Not interested')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  await expectNoSideScroll(phone);

  // On the phone the board shows one status at a time, chosen with the switch.
  await phone.getByRole('link', { name: 'All referrals' }).click();
  const closedColumn = phone.getByRole('region', { name: /^Closed \(\d+\)$/ });
  await expect(closedColumn).toBeHidden();
  await phone
    .getByRole('group', { name: 'Show referrals that are' })
    .getByRole('button', { name: 'Closed' })
    .click();
  await expect(closedColumn.getByRole('link', { name: fullName })).toBeVisible();
  await expect(phone.getByRole('region', { name: /^Open \(\d+\)$/ })).toBeHidden();
  await expectNoSideScroll(phone);
  await phone.context().close();
});
