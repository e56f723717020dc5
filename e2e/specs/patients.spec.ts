import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo agency's staff work on patients they add themselves; names are unique per run, so
// tests running side by side never find each other's.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Fills what a new patient needs, in English, and saves; lands on the new patient's page. */
async function addPatient(page: Page, lastName: string): Promise<void> {
  await page.goto('/en-us/user/patients');
  await page.getByRole('link', { name: 'Add patient' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a patient' })).toBeVisible();
  await page.getByLabel('First name').fill('Marguerite');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Preferred name').fill('Maggie');
  await page.getByLabel('Date of birth').fill('1942-04-18');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Phone', { exact: true }).fill('+1 416 555 0177');

  await page.getByLabel('Add a diagnosis by ICD-10 code or name').fill('F03');
  await page.getByRole('option', { name: /^F03 · Unspecified dementia/ }).click();
  await page.getByRole('button', { name: 'Add allergy' }).click();
  const allergy = page.getByRole('group', { name: 'Allergy 1' });
  await allergy.getByLabel('Allergen').fill('Penicillin');
  await allergy.getByLabel('Reaction severity').selectOption({ label: 'Severe' });
  await page.getByLabel('Bathing').selectOption({ label: 'Level 4' });

  await page.getByRole('button', { name: 'Save patient' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Marguerite ${lastName} (goes by Maggie)` }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'The patient was saved.' }),
  ).toBeVisible();
}

test.describe('patients, as an agency agent', () => {
  test('adds a patient with an emergency contact, and finds them again by search', async ({
    page,
  }) => {
    // The longest journey here: a whole record, a contact, and a search.
    const lastName = `Lavoie${unique()}`;
    await signInAs(page, 'agency-agent');
    await page.getByRole('link', { name: 'Patients' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();

    await addPatient(page, lastName);
    await expect(page.getByRole('region', { name: 'Diagnoses' })).toContainText(
      'F03 · Unspecified dementia',
    );
    await expect(page.getByRole('region', { name: 'Allergies' })).toContainText(
      'PenicillinReaction: Severe',
    );
    await expect(page.getByRole('region', { name: 'Levels of assistance' })).toContainText(
      'BathingLevel 4',
    );

    const contacts = page.getByRole('region', { name: 'Contacts' });
    await expect(contacts.getByRole('status')).toContainText('No contacts yet.');
    await contacts.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a contact' });
    await dialog.getByLabel('Name').fill('Hélène Lavoie');
    await dialog.getByLabel('Relationship').selectOption({ label: 'Daughter' });
    await dialog.getByLabel(/^Emergency contact/).check();
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    // The emergency contact needs a number to call.
    await expect(dialog.getByText('An emergency contact needs a phone number')).toBeVisible();
    await dialog.getByLabel('Phone').fill('+1 416 555 0188');
    await dialog.getByLabel(/^The patient agreed/).check();
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await expect(dialog).toBeHidden();
    const card = contacts.getByRole('listitem').filter({ hasText: 'Hélène Lavoie' });
    await expect(card).toContainText('Emergency contact');
    await expect(card).toContainText('Daughter');
    await expect(card).toContainText('Consent to share care information recorded by');

    await page.getByRole('link', { name: 'Back to patients' }).click();
    await page.getByRole('searchbox', { name: 'Search by name, phone or email' }).fill(lastName);
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Marguerite ${lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Marguerite ${lastName}`);
  });

  test('says what is missing or wrong before saving', async ({ page }) => {
    await signInAs(page, 'agency-agent', { open: '/en-us/user/patients/new' });
    await page.getByLabel('Email').fill('not an address');
    await page.getByLabel('Last name').fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Save patient' }).click();
    await expect(page.getByRole('alert')).toContainText('need your attention before saving');
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('You must enter a maximum of 100 characters')).toBeVisible();
    // The first field with a problem takes the focus.
    await expect(page.getByLabel('First name')).toBeFocused();
  });

  test('a caregiver sees their care-team patients and cannot add any', async ({ page }) => {
    await signInAs(page, 'caregiver', { open: '/en-us/user/patients' });
    await expect(page.getByRole('table', { name: 'Patients' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add patient' })).toHaveCount(0);
    await page.getByRole('table', { name: 'Patients' }).getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Care team' })).toContainText('Carmen Caregiver');
    await expect(page.getByRole('link', { name: 'Edit patient' })).toHaveCount(0);
  });
});

test.describe('patients in Spanish', () => {
  test('show the list, the form and its messages in Spanish', async ({ page }) => {
    await signInAs(page, 'agency', { locale: 'es-es', open: '/es-es/user/patients' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();
    await expect(
      page.getByRole('searchbox', { name: 'Buscar por nombre, teléfono o correo' }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Fecha de nacimiento' })).toBeVisible();
    await page.getByRole('link', { name: 'Añadir paciente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Añadir un paciente' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('sin arroba');
    await page.getByRole('button', { name: 'Guardar paciente' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await expect(page.getByText('Introduzca un correo electrónico válido')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Niveles de asistencia' })).toContainText('Baño');
  });
});

test.describe('patients at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('list, record and form fit the screen without sideways scrolling', async ({ page }) => {
    const lastName = `Okonkwo${unique()}`;
    await signInAs(page, 'agency');
    await addPatient(page, lastName);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Edit patient' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Edit Marguerite/ })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto(`/en-us/user/patients?q=${lastName}`);
    // Below 600 px the rows are cards, each naming its fields.
    await expect(page.getByRole('list', { name: 'Patients' })).toContainText(lastName);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
