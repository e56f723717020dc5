import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency's staff work on caregivers they add themselves; names are unique per run, so
// tests running side by side never find each other's.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Fills the required fields and one row of hours, and saves; lands on the new detail page. */
async function addCaregiver(page: Page, lastName: string): Promise<void> {
  await page.goto('/en-us/user/caregivers');
  await page.getByRole('link', { name: 'Add caregiver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a caregiver' })).toBeVisible();
  await page.getByLabel('First name').fill('Marisol');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(`marisol.${lastName.toLowerCase()}@example.org`);
  await page.getByLabel('Phone').fill('+1 416-555-0142');
  await page.getByLabel('Profession').selectOption({ label: 'Personal support worker' });
  await page.getByLabel('Dementia care').selectOption({ label: 'Expert' });
  await page.getByRole('button', { name: 'Add hours' }).click();
  const hours = page.getByRole('group', { name: 'Hours 1' });
  await hours.getByLabel('Day').selectOption({ label: 'Tuesday' });
  await hours.getByLabel('From').selectOption('08:00');
  await hours.getByLabel('To').selectOption('14:30');
  await page.getByRole('button', { name: 'Save caregiver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Marisol ${lastName}` })).toBeVisible();
}

test.describe('caregivers, as an agency owner', () => {
  test('adds a caregiver, hires them, and finds them again by search', async ({ page }) => {
    const lastName = `Quintero${unique()}`;
    await signInAs(page, 'agency');
    await page.getByRole('link', { name: 'Caregivers' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Caregivers' })).toBeVisible();

    await addCaregiver(page, lastName);
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await expect(status.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Weekly availability' })).toContainText(
      'Tuesday08:00 to 14:30',
    );
    await expect(page.getByRole('region', { name: 'Competencies' })).toContainText(
      'Dementia careExpert',
    );

    // Only the moves the transition table allows from pending are offered.
    const moves = status.getByRole('radiogroup', { name: 'Move to' });
    await expect(moves.getByRole('radio')).toHaveCount(2);
    await moves.getByRole('radio', { name: 'Not hired' }).check();
    await status.getByRole('button', { name: 'Change status' }).click();
    await expect(status.getByText('Give a reason for this change.')).toBeVisible();

    await moves.getByRole('radio', { name: 'Hired', exact: true }).check();
    await status.getByLabel('Reason').fill('Great references from her last agency.');
    await status.getByRole('button', { name: 'Change status' }).click();
    await expect(status.getByRole('status')).toHaveText('The status is now Hired.');
    await expect(status.getByRole('radio')).toHaveCount(1);
    await expect(status.getByRole('radio', { name: 'Off-boarded' })).toBeVisible();
    const history = status.getByRole('list', { name: 'Status history' });
    await expect(history.getByRole('listitem').first()).toContainText('Pending to Hired');
    await expect(history.getByRole('listitem').first()).toContainText(
      'Reason: Great references from her last agency.',
    );

    await page.getByRole('link', { name: 'Back to caregivers' }).click();
    const search = page.getByRole('searchbox', { name: 'Search by name, email or phone' });
    await search.fill(lastName);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName}`));
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Caregivers' });
    await expect(table.getByRole('link', { name: `${lastName}, Marisol` })).toBeVisible();
    await expect(table.getByText('Hired', { exact: true })).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
    await expect(page.getByText(/No caregivers match these filters/)).toBeVisible();
  });

  test('says what is wrong with a form before sending it', async ({ page }) => {
    await signInAs(page, 'agency', { open: '/en-us/user/caregivers/new' });
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Last name').fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Save caregiver' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('You must enter a maximum of 100 characters')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
  });

  test('adds a document that expires soon and sees the warning', async ({ page }) => {
    const lastName = `Okafor${unique()}`;
    await signInAs(page, 'agency');
    await addCaregiver(page, lastName);
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents.getByText(/No documents on file yet/)).toBeVisible();
    await documents.getByRole('button', { name: 'Add document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a document' });
    await dialog.getByLabel('Kind').selectOption({ label: 'First aid and CPR' });
    await dialog.getByLabel('Number').fill('CPR-4410');
    await dialog.getByLabel('Issued on').fill('2024-02-01');
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Expires on').fill(inTenDays);
    await dialog.getByRole('button', { name: 'Save document' }).click();
    await expect(dialog).toBeHidden();
    await expect(documents.getByText('One document expires within 30 days.')).toBeVisible();
    await expect(documents.getByText('Expiring soon', { exact: true })).toBeVisible();
  });
});

test.describe('in Spanish', () => {
  test('the caregivers pages speak Spanish', async ({ page }) => {
    await signInAs(page, 'agency', { locale: 'es-es', open: '/es-es/user/caregivers' });
    await expect(page.getByRole('heading', { level: 1, name: 'Cuidadores' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Añadir cuidador' })).toBeVisible();
    await expect(page.getByLabel('Estado', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Disponible el')).toBeVisible();
    const table = page.getByRole('table', { name: 'Cuidadores' });
    await expect(table.getByRole('columnheader', { name: 'Profesión' })).toBeVisible();
    await table.getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Competencias' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Historial de estados' })).toBeVisible();

    await page.goto('/es-es/user/caregivers/new');
    await page.getByRole('button', { name: 'Guardar cuidador' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  });
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the list, a caregiver and the form fit without sideways scrolling', async ({ page }) => {
    await signInAs(page, 'agency-agent', { open: '/en-us/user/caregivers' });
    const cards = page.getByRole('list', { name: 'Caregivers' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await cards.getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByRole('button', { name: 'Save caregiver' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
