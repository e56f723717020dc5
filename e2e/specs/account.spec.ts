import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, createUser } from '../support/adminApi.ts';
import { signInAs, signInWith } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// Every test that changes a password or makes tokens does it to a user of its own: the demo
// accounts are shared by tests running in parallel.

const newPassword = 'copper meadow violet 42';

function baseUrlOf(baseURL: string | undefined): string {
  if (baseURL === undefined) {
    throw new Error('The Playwright config sets baseURL');
  }
  return baseURL;
}

/** Waits for the reset mail to `email` in the development outbox; returns its link's path. */
async function resetLinkFor(baseURL: string, email: string): Promise<string> {
  const { api } = await adminApi(baseURL);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await api.get('/api/admin/outbox?perPage=100');
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as { data: { recipient: string; body: string }[] };
      const mail = data.find((entry) => entry.recipient === email);
      link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail?.body ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  await api.dispose();
  // The mail names the configured public address; the test server may listen on another host.
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

async function authDetailsStatus(api: APIRequestContext, token: string): Promise<number> {
  const response = await api.get('/api/auth-details', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

test.describe('changing the password on the profile page', () => {
  test('says a breached password in Spanish on a Spanish page, not in the server’s English', async ({
    page,
    baseURL,
  }) => {
    const user = await createUser(baseUrlOf(baseURL));
    await signInWith(page, user.email, user.password);
    await page.goto('/es-es/user/profile');
    const form = page.getByRole('region', { name: 'Cambiar la contraseña' });

    await form.getByLabel('Contraseña actual').fill(user.password);
    await form.getByLabel('Contraseña nueva').fill('password1234');
    await form.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(form.getByLabel('Contraseña nueva')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Esta contraseña aparece en listas de contraseñas filtradas. Elija otra.'),
    ).toBeVisible();
    await expect(form.getByText(/breached passwords/)).toHaveCount(0);
  });

  test('refuses a breached password on its field, then accepts a strong one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await createUser(baseUrlOf(baseURL));
    await signInWith(page, user.email, user.password);
    await page.goto('/en-us/user/profile');
    const form = page.getByRole('region', { name: 'Change password' });

    await form.getByLabel('Current password').fill(user.password);
    await form.getByLabel('New password').fill('password1234');
    await form.getByRole('button', { name: 'Change password' }).click();
    const field = form.getByLabel('New password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/breached passwords/);

    await field.fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText(/Your password has been changed/);
    await expect(form.getByLabel('Current password')).toHaveValue('');
    await expect(form.getByLabel('New password')).toHaveValue('');

    const elsewhere = await browser.newContext();
    await signInWith(await elsewhere.newPage(), user.email, newPassword);
    await elsewhere.close();
  });
});

test('a forgotten password is reset through the mailed link', async ({ page, baseURL }) => {
  const user = await createUser(baseUrlOf(baseURL));
  await page.goto('/en-us/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en-us\/forgot-password$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(/If an account exists for/);

  await page.goto(await resetLinkFor(baseUrlOf(baseURL), user.email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your password has been saved/);

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/sign-in$/);
  await signInWith(page, user.email, newPassword);
});

test('the same answer comes for an address without an account', async ({ page }) => {
  await page.goto('/en-us/forgot-password');
  await page.getByLabel('Email').fill('nobody-at-all@example.org');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(/If an account exists for/);
});

test('a reset link without its token says what to do', async ({ page }) => {
  await page.goto('/en-us/reset-password');
  await expect(page.getByRole('alert')).toHaveText(/incomplete/);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/en-us\/forgot-password$/);
});

test('a personal access token works until it is revoked', async ({ page, playwright, baseURL }) => {
  const user = await createUser(baseUrlOf(baseURL));
  await signInWith(page, user.email, user.password);
  await page.goto('/en-us/user/profile');
  await expect(page.getByText('You have no tokens yet.')).toBeVisible();

  const create = page.getByRole('region', { name: 'Create a token' });
  await create.getByLabel('Token name').fill('Nightly export');
  await expect(create.getByLabel('Expires in (days)')).toHaveValue('90');
  await create.getByRole('button', { name: 'Create token' }).click();
  const secretField = create.getByLabel('Your new token');
  await expect(secretField).toHaveAttribute('readonly', '');
  await expect(create.getByText(/It will not be shown again/)).toBeVisible();
  const secret = await secretField.inputValue();
  expect(secret.length).toBeGreaterThan(20);

  // Shown once: gone when the person is done, and after a reload.
  await create.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  const token = page.getByRole('listitem').filter({ hasText: 'Nightly export' });
  await expect(token).toContainText('Active');
  expect(await page.content()).not.toContain(secret);

  // A client without the browser's cookies, as a script would call the API.
  const api = await playwright.request.newContext({ baseURL });
  expect(await authDetailsStatus(api, secret)).toBe(200);

  await token.getByRole('button', { name: 'Revoke token "Nightly export"' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke "Nightly export"?' });
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(dialog).toBeHidden();
  // The page has other live regions (the language and notification settings): this is the tokens'.
  await expect(page.getByRole('status').filter({ hasText: /^The token / })).toHaveText(
    'The token "Nightly export" has been revoked.',
  );
  await expect(token).toContainText('Revoked');

  expect(await authDetailsStatus(api, secret)).toBe(401);
  await api.dispose();
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the profile page fits without sideways scrolling, a new token shown too', async ({
    page,
    baseURL,
  }) => {
    const user = await createUser(baseUrlOf(baseURL));
    await signInWith(page, user.email, user.password);
    await page.goto('/en-us/user/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile and security');
    await expect(page.getByText('You have no tokens yet.')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByLabel('Token name').fill('A token with a rather long name for a narrow phone');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByLabel('Your new token')).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('the profile page speaks Spanish on /es-es', async ({ page }) => {
  // Reads only: no password or token of the shared demo account changes.
  await signInAs(page, 'caregiver', { locale: 'es-es', open: '/es-es/user/profile' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil y seguridad');
  await expect(page.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tokens de acceso personal' })).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toBeVisible();
  await expect(page).toHaveTitle(/^Perfil y seguridad/);
});
