import { expect, type Page, test } from '@playwright/test';
import { adminApi } from '../support/adminApi.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// A visitor offers to host from the shared-living search on a phone; the demo administrator
// finds them in the host-lead pipeline, narrows the columns with the filters, and moves the lead
// to contacted, then declines it with a reason.

/** A calendar day in the care time zone, which the pipeline's date filters count in. */
function careDay(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(date);
}

const column = (page: Page, status: string) => page.getByRole('region', { name: status });

async function signUpFromLanding(page: Page, name: string): Promise<string> {
  await page.goto('/en-us/shared-living');
  const invitation = page.getByRole('complementary', { name: 'Have a room to share?' });
  await expect(invitation).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await invitation.getByRole('link', { name: 'Become a host' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Become a shared living host' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Become a shared living host/);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Sending at once names what is missing.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('Please fix the 4 fields marked below.');

  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(`host-${Date.now()}@example.org`);
  await page.getByRole('textbox', { name: 'City or town where you live' }).fill('Guelph');
  await page
    .getByRole('textbox', { name: 'Tell us about your home (optional)' })
    .fill('A ground-floor room with its own bathroom.');
  await page
    .getByRole('checkbox', { name: 'I agree to be contacted about becoming a host.' })
    .check();
  await page.getByRole('button', { name: 'Send' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, we have your details' }),
  ).toBeFocused();
  const reference = (await page.getByTestId('host-lead-reference').textContent()) ?? '';
  expect(reference).toMatch(/^HL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  return reference;
}

test('a visitor signs up as a host on a phone; the administrator works the lead', async ({
  browser,
}) => {
  const name = `Hana Host ${Date.now()}`;
  const visitor = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const reference = await signUpFromLanding(await visitor.newPage(), name);
  await visitor.close();

  const adminContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await adminContext.newPage();
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Host leads' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Host leads' })).toBeVisible();
  for (const status of ['New', 'Contacted', 'Screening', 'Approved', 'Declined']) {
    await expect(column(page, status)).toBeVisible();
  }

  // The filters: words, where the lead came from, and the day it came.
  const search = page.getByRole('searchbox', { name: /Search name/ });
  await search.fill(name);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const card = column(page, 'New').getByRole('button', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Landing page');
  await page.getByRole('combobox', { name: 'Came from' }).selectOption('hostSignUp');
  await expect(column(page, 'New').getByText('No leads match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Came from' }).selectOption('landing');
  await expect(card).toBeVisible();
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(careDay(-1));
  await expect(column(page, 'New').getByText('No leads match these filters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(careDay());
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(careDay());
  await expect(card).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await card.click();
  let dialog = page.getByRole('dialog', { name: `${name} · New` });
  await expect(dialog.getByText(reference)).toBeVisible();
  await expect(dialog.getByText('A ground-floor room with its own bathroom.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Contacted' }).click();
  dialog = page.getByRole('dialog', { name: `${name} · Contacted` });
  await expect(dialog.getByRole('status')).toHaveText('Moved to Contacted.');

  await dialog.getByRole('button', { name: 'Decline' }).click();
  await dialog.getByRole('button', { name: 'Decline lead' }).click();
  await expect(dialog.getByText('Say why the lead is declined.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason for declining' }).fill('Lives too far away');
  await dialog.getByRole('button', { name: 'Decline lead' }).click();
  dialog = page.getByRole('dialog', { name: `${name} · Declined` });
  await expect(dialog.getByRole('status')).toHaveText('Moved to Declined.');
  await expect(dialog.getByText('Contacted → Declined')).toBeVisible();
  await expect(dialog.getByText('Lives too far away')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(
    column(page, 'Declined').getByRole('button', { name: new RegExp(name) }),
  ).toBeVisible();
  await expect(column(page, 'New').getByText('No leads match these filters.')).toBeVisible();

  // On a phone the board shows one status at a time, with a switch.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(column(page, 'Contacted')).toBeHidden();
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: 'Declined' })
    .click();
  await expect(
    column(page, 'Declined').getByRole('button', { name: new RegExp(name) }),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await adminContext.close();
});

test('the administrator opens an approved host’s home and invites the host as its provider', async ({
  page,
  baseURL,
}) => {
  const name = `Hugo Host ${Date.now()}`;
  // The pipeline up to approval is the other test's subject: walked through the API here.
  const { api, csrf } = await adminApi(baseURL ?? '');
  const signedUp = await api.post('/api/shared-living/host-leads', {
    headers: csrf,
    data: {
      name,
      email: `hugo-${Date.now()}@example.org`,
      phone: '',
      city: 'Guelph',
      message: '',
      consent: true,
      location: 'hostSignUp',
    },
  });
  expect(signedUp.status()).toBe(201);
  const listed = await api.get(`/admin/shared-living/host-leads?q=${encodeURIComponent(name)}`);
  const leadId = ((await listed.json()) as { data: { id: number }[] }).data[0]?.id;
  for (const to of ['contacted', 'screening', 'approved']) {
    const moved = await api.post(`/admin/shared-living/host-leads/${leadId}/status`, {
      headers: csrf,
      data: { to },
    });
    expect(moved.status()).toBe(200);
  }
  await api.dispose();

  await signInAs(page, 'admin', {
    open: `/en-us/user/shared-living/host-leads?q=${encodeURIComponent(name)}`,
  });
  await column(page, 'Approved')
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const dialog = page.getByRole('dialog', { name: `${name} · Approved` });
  const home = dialog.getByRole('region', { name: 'Host home' });
  await home.getByRole('button', { name: 'Open the home and invite the host' }).click();
  await expect(home.getByText('Enter the name of the host home.')).toBeVisible();
  await home.getByRole('textbox', { name: 'Name of the host home' }).fill(`${name}’s home`);
  await home.getByRole('button', { name: 'Open the home and invite the host' }).click();
  await expect(home.getByRole('status')).toContainText('Invitation sent to hugo-');
  await expect(home.getByText(`This host runs ${name}’s home.`)).toBeVisible();
});
