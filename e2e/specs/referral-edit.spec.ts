import { expect, type Page, test } from '@playwright/test';
import { violationsOn } from '../support/axeWalk.ts';
import { signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// The demo partner refers a person from a phone in Spanish, then corrects the referral with the
// same form, naming the care coordinator with the search picker; an administrator on a wide
// screen opens the same referral, finds its referring partner and another coordinator by name,
// and saves. Both edit forms are axe-clean.

async function expectNoSideScroll(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/** Types into a search picker and takes the option the server found. */
async function pick(page: Page, picker: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: picker }).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('a partner edits a referral on a phone in Spanish; an admin edits it on a wide screen', async ({
  browser,
  page,
}) => {
  const lastName = `Editada${Date.now()}`;
  const fullName = `Inés ${lastName}`;

  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await phoneContext.newPage();
  await signInAs(phone, 'partner', {
    locale: 'es-es',
    open: '/es-es/user/shared-living/referrals/new',
  });
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Derivar a una persona' }),
  ).toBeVisible();
  await phone
    .getByRole('combobox', { name: 'Centro' })
    .selectOption({ label: 'Maple Shared Living' });
  // A partner's staff refer for their own partner: the field names it and offers no choice.
  await expect(phone.getByRole('textbox', { name: 'Socio que deriva' })).toHaveValue(
    'Riverside General Hospital',
  );
  await phone.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Inés');
  await phone.getByRole('textbox', { name: 'Apellidos' }).fill(lastName);
  await phone
    .getByRole('textbox', { name: 'Necesidades de cuidado' })
    .fill('Ayuda con las comidas');
  await phone.getByRole('button', { name: 'Enviar la derivación' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: fullName })).toBeVisible();

  await phone.getByRole('link', { name: 'Editar datos' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Editar derivación' })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Inés');
  await pick(phone, 'Coordinador de cuidados', 'priya', /Priya Raman/);
  await phone
    .getByRole('textbox', { name: 'Necesidades de cuidado' })
    .fill('Ayuda con las comidas y la medicación');
  await expectNoSideScroll(phone);
  expect(await violationsOn(phone, 'referral edit, es-ES, 360 px')).toEqual([]);
  await phone.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(phone.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  const person = phone.getByRole('region', { name: 'Persona' });
  await expect(person.getByText('Priya Raman')).toBeVisible();
  await expect(person.getByText('Ayuda con las comidas y la medicación')).toBeVisible();
  await expect(
    phone.getByRole('list', { name: 'Historial' }).getByText('Datos cambiados'),
  ).toBeVisible();
  const referralPath = new URL(phone.url()).pathname.replace('/es-es/', '/en-us/');
  await phoneContext.close();

  // An administrator, on a wide screen, in English.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInAs(page, 'admin', { open: referralPath });
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit referral' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Referring partner' })).toHaveValue(
    'Riverside General Hospital',
  );
  await expect(page.getByRole('combobox', { name: 'Care coordinator' })).toHaveValue('Priya Raman');
  await pick(page, 'Referring partner', 'riverside', /^Riverside General Hospital$/);
  await pick(page, 'Care coordinator', 'okafor', /David Okafor/);
  await page.getByRole('textbox', { name: 'Phone' }).fill('416 555 0177');
  await expectNoSideScroll(page);
  expect(await violationsOn(page, 'referral edit, en-US, 1920 px')).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Person' });
  await expect(facts.getByText('David Okafor')).toBeVisible();
  await expect(facts.getByText('Riverside General Hospital')).toBeVisible();
  await expect(facts.getByText('416 555 0177')).toBeVisible();
});
