import { type Browser, expect, type Page, request, test } from '@playwright/test';
import { adminApi, createUser } from '../support/adminApi.ts';
import { demoEmail, signInAs, signInWith } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// Every test makes its own people: the demo accounts are shared by tests running in parallel.

/** The configured base address; the config always sets it. */
const base = (baseURL: string | undefined): string => baseURL ?? '';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function searchUsers(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(text);
  await page.getByRole('searchbox', { name: 'Search by name or email' }).press('Enter');
}

/** Tries to sign in on a fresh browser, as the person would, and returns the page to look at. */
async function trySignIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/en-us/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

async function userIdOf(baseURL: string, email: string): Promise<number> {
  const { api } = await adminApi(baseURL);
  const response = await api.get('/api/users', { params: { q: email } });
  const { data } = (await response.json()) as { data: { id: number; email: string }[] };
  await api.dispose();
  const found = data.find((user) => user.email === email);
  if (found === undefined) {
    throw new Error(`no user ${email}`);
  }
  return found.id;
}

test.describe('users, as an admin', () => {
  test('finds a user, disables them so they cannot sign in, and re-enables them', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Zed Finder ${unique()}`;
    const person = await createUser(base(baseURL), { name });
    await signInAs(page, 'admin', { open: '/en-us/user/users' });

    await searchUsers(page, name);
    await expect(page).toHaveURL(/[?&]q=Zed/);
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();

    await page.getByRole('button', { name: 'Disable user' }).click();
    const confirm = page.getByRole('dialog', { name: `Disable ${name}?` });
    await confirm.getByRole('button', { name: 'Disable user' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `${name} is disabled and has been signed out.`,
    );

    const refused = await trySignIn(browser, person.email, person.password);
    await expect(refused.getByRole('alert')).toHaveText(
      'The email or password is not right. Check both and try again.',
    );
    await refused.context().close();

    await page.getByRole('button', { name: 'Re-enable user' }).click();
    await page
      .getByRole('dialog', { name: `Re-enable ${name}?` })
      .getByRole('button', { name: 'Re-enable user' })
      .click();
    await expect(page.getByRole('status')).toHaveText(`${name} can sign in again.`);
    const again = await (await browser.newContext()).newPage();
    await signInWith(again, person.email, person.password);
    await again.context().close();

    // Back returns to the list as it was searched.
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue(
      name,
    );
    await expect(page.getByRole('link', { name })).toBeVisible();
  });

  test('invites a new user from the dialog', async ({ page }) => {
    const name = `Ivy Invitee ${unique()}`;
    const email = `invitee-${unique()}@example.org`;
    await signInAs(page, 'admin', { open: '/en-us/user/users' });

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'User' });
    await expect(dialog.getByRole('radio', { name: /Send an invitation/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'invitation' })).toContainText(email);
    await page.getByRole('link', { name: 'Open their account' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Invited; has not set a password yet')).toBeVisible();
  });
});

test.describe('users, as an agency owner', () => {
  test("sees only their agency's people and not an admin's account", async ({ page, baseURL }) => {
    const adminId = await userIdOf(base(baseURL), demoEmail('admin'));
    await signInAs(page, 'agency', { open: '/en-us/user/users' });

    await searchUsers(page, 'demo.hearth.test');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('link')).toHaveCount(3);
    for (const name of ['Agnes Owner', 'Aaron Coordinator', 'Carmen Caregiver']) {
      await expect(table.getByRole('link', { name })).toBeVisible();
    }

    await page.goto(`/en-us/user/users/${adminId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('your role does not give access');
  });
});

test('a caregiver is told the users page is not for their role, and is not led there', async ({
  page,
}) => {
  await signInAs(page, 'caregiver', { open: '/en-us/user/users' });
  await expect(page.getByRole('heading', { name: 'Not available to your role' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Sign-in history' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('sign-in history shows a failed attempt when filtered by outcome', async ({
  page,
  baseURL,
}) => {
  const person = await createUser(base(baseURL), { name: `Hal Typo ${unique()}` });
  const visitor = await request.newContext({ baseURL });
  const attempt = await visitor.post('/api/auth/sign-in', {
    data: { email: person.email, password: 'not the right password' },
  });
  expect(attempt.status()).toBe(401);
  await visitor.dispose();

  await signInAs(page, 'admin', { open: '/en-us/user/sign-ins' });
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/[?&]outcome=failed/);

  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('wrong password');
  await expect(row).toContainText(/\d{1,3}(\.\d{1,3}){3}|::1/);

  await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Succeeded' });
  await expect(page.getByRole('table', { name: 'Sign-in history' })).not.toContainText(
    person.email,
  );
});

test('the audit log shows a disable action with the email of who did it', async ({
  page,
  baseURL,
}) => {
  const person = await createUser(base(baseURL), { name: `Ned Disabled ${unique()}` });
  const { api, csrf } = await adminApi(base(baseURL));
  expect((await api.post(`/api/users/${person.id}/disable`, { headers: csrf })).status()).toBe(200);
  await api.dispose();

  await signInAs(page, 'admin', { open: '/en-us/user/audit-log' });
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'User disabled' });
  await expect(page).toHaveURL(/[?&]action=user\.disabled/);

  // The unfiltered page stays on screen until the filtered one arrives: find the row by both.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `User ${person.id}`, exact: true }) })
    .filter({ hasText: 'User disabled' });
  await expect(row).toContainText(demoEmail('admin'));
  await expect(page.getByRole('table', { name: 'Audit log' })).not.toContainText('User created');
  await row.getByRole('button', { name: /View the details/ }).click();
  await expect(page.getByRole('dialog', { name: /User disabled/ })).toBeVisible();
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the admin pages fit without sideways scrolling', async ({ page }) => {
    await signInAs(page, 'admin');
    for (const [path, list] of [
      ['/en-us/user/users', 'Users'],
      ['/en-us/user/sign-ins', 'Sign-in history'],
      ['/en-us/user/audit-log', 'Audit log'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('list', { name: list })).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});

test('the admin pages speak Spanish under /es-es', async ({ page }) => {
  await signInAs(page, 'admin', { locale: 'es-es', open: '/es-es/user/users' });
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Correo electrónico' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir usuario' })).toBeVisible();
  await page.goto('/es-es/user/sign-ins');
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de accesos' })).toBeVisible();
  await page.goto('/es-es/user/audit-log');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registro de auditoría' }),
  ).toBeVisible();
});
