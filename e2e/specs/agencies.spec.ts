import { expect, test } from '@playwright/test';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('at 1920 px wide, in American English', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('an administrator adds an agency, changes its standing with a reason and sees it in the history', async ({
    page,
  }) => {
    const name = `Lakeside Care ${unique()}`;
    await signInAs(page, 'admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Agencies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Agencies' })).toContainText('Maple Home Care');

    // Add an agency; the form says what is wrong before anything is sent.
    await page.getByRole('link', { name: 'Add agency' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('not an email');
    await page.getByRole('button', { name: 'Add agency' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('hello@lakeside.example');
    await page.getByRole('combobox', { name: 'City' }).fill('Hamil');
    await page.getByRole('option', { name: /Hamilton, ON/ }).click();
    await page.getByRole('combobox', { name: 'Care provided' }).click();
    await page.getByRole('option', { name: 'Nursing care' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add agency' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`${name} is added, in good standing.`)).toBeVisible();
    await expect(page.getByText('Hamilton, ON')).toBeVisible();
    await expect(page.getByText('The standing has never been changed.')).toBeVisible();

    // Change the standing: a reason of at least 10 characters is required.
    await page.getByRole('button', { name: 'Change standing' }).click();
    const dialog = page.getByRole('dialog', { name: `Change the standing of ${name}` });
    await expect(dialog.getByRole('radio', { name: 'Good (current)' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Probationary' }).check();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Late');
    await dialog.getByRole('button', { name: 'Change standing' }).click();
    await expect(dialog.getByText('You must enter a minimum of 10 characters')).toBeVisible();
    const reason = 'Three late visits reported by families this month.';
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Change standing' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText(`The standing of ${name} is changed.`)).toBeVisible();
    const history = page.getByRole('table', { name: 'Standing history' });
    await expect(history).toContainText(reason);
    await expect(history).toContainText('Ada Admin');
    await expect(history.getByText('Good')).toBeVisible();
    await expect(history.getByText('Probationary')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Admins find it by its standing.
    await page.getByRole('link', { name: 'All agencies' }).click();
    await page.getByRole('combobox', { name: 'Standing' }).selectOption({ label: 'Probationary' });
    await expect(page.getByRole('table', { name: 'Agencies' })).toContainText(name);
  });

  test("an agency owner edits their own agency's profile, and no other", async ({ page }) => {
    const description = `Home care across the GTA, checked ${unique()}.`;
    await signInAs(page, 'agency');
    await page.getByRole('navigation').getByRole('link', { name: 'Agencies' }).click();
    await page.getByRole('link', { name: 'Your agency' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Home Care' })).toBeVisible();
    // Its own standing and the people who work there are shown to its owner.
    await expect(page.getByRole('region', { name: 'Standing' })).toContainText('Good');
    await expect(page.getByRole('table', { name: 'People' })).toContainText('Agnes Owner');

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit Maple Home Care' }),
    ).toBeVisible();
    const about = page.getByRole('textbox', { name: 'Description' });
    await about.fill(description);
    await page.getByRole('textbox', { name: 'Website' }).fill('maple home care');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a website address, such as example.com')).toBeVisible();
    await page.getByRole('textbox', { name: 'Website' }).fill('maplehomecare.example');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(description);
    await expect(
      page.getByRole('link', { name: 'maplehomecare.example', exact: true }),
    ).toBeVisible();

    // Another agency: no edit button, no standing.
    await page.getByRole('link', { name: 'All agencies' }).click();
    const search = page.getByRole('searchbox', { name: 'Search by name, email or city' });
    await search.fill('Pacific');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=Pacific/);
    await page.getByRole('link', { name: 'Pacific Coast Caregivers' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pacific Coast Caregivers' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Standing' })).toHaveCount(0);
  });
});

test.describe('at 360 px wide, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an agent finds agencies, coordinators and payers in Spanish without sideways scrolling', async ({
    page,
  }) => {
    await signInAs(page, 'agency-agent', { locale: 'es-es' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Agencias' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agencias' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Cuidados que presta' }).selectOption({
      label: 'Centro de día para adultos',
    });
    const cards = page.getByRole('list', { name: 'Agencias' });
    await expect(cards).toContainText('Cuidados Castellana');
    await expect(cards).toContainText('Golden Bay Senior Care');
    await expect(cards).not.toContainText('Pacific Coast Caregivers');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await cards.getByRole('link', { name: 'Cuidados Castellana' }).click();
    const profile = page.getByRole('region', { name: 'Perfil' });
    await expect(profile).toContainText('Zona de servicio');
    await expect(profile).toContainText('A menos de 35 km de la dirección');
    await expect(profile).toContainText('Vivienda compartida');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Coordinadores' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Coordinadores de cuidados' }),
    ).toBeVisible();
    const search = page.getByRole('searchbox', {
      name: 'Buscar por nombre, organización o región',
    });
    await search.fill('madrid');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=madrid/);
    const coordinators = page.getByRole('list', { name: 'Coordinadores de cuidados' });
    await expect(coordinators).toContainText('Isabel Navarro');
    await expect(coordinators).not.toContainText('Priya Raman');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Pagadores' }).click();
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Aseguradora' });
    const payers = page.getByRole('list', { name: 'Pagadores' });
    await expect(payers).toContainText('Sanitas');
    await expect(payers).not.toContainText('Medicare');
    // Agents read the list; only administrators keep it.
    await expect(page.getByRole('link', { name: 'Añadir pagador' })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
