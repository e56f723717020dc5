import { type AccessToken, accessTokenSchema, type Locale, Role } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../../test/renderApp.tsx';
import { watchRequests } from '../../test/requests.ts';
import { createUser } from '../../test/serverApi.ts';
import { asSignedIn, signInWith } from '../../test/session.ts';

const tokenList = z.object({ data: z.array(accessTokenSchema) });
const createdToken = z.object({ data: accessTokenSchema });
const DAY_MS = 86_400_000;

/** A new agency owner, signed in, on their profile page. */
async function openProfile({ name = 'Rosa Díaz', locale = 'en-us' as Lowercase<Locale> } = {}) {
  const person = await createUser({ role: Role.agency, name });
  const authDetails = await signInWith(person.email, person.password);
  const user = userEvent.setup();
  renderApp(`/${locale}/user/profile`, { authDetails });
  return { person, user };
}

async function myTokens(): Promise<AccessToken[]> {
  return tokenList.parse(await asSignedIn('GET', '/api/auth/tokens')).data;
}

async function addToken(name: string): Promise<AccessToken> {
  return createdToken.parse(
    await asSignedIn('POST', '/api/auth/tokens', { name, expiresInDays: 90 }),
  ).data;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

describe('profile page', () => {
  it('shows who is signed in, with the role in words', async () => {
    const { person } = await openProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile and security' }),
    ).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Your details' }));
    expect(details.getByText('Rosa Díaz')).toBeVisible();
    expect(details.getByText(person.email)).toBeVisible();
    expect(details.getByText('Agency')).toBeVisible();
  });

  it('speaks Spanish on /es-es', async () => {
    await openProfile({ locale: 'es-es' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perfil y seguridad' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeVisible();
  });
});

describe('preferred language', () => {
  it('saves the language of my mails, and the page follows it', async () => {
    const { user } = await openProfile();
    const language = await screen.findByRole('combobox', {
      name: 'Language of my emails and links',
    });
    expect(language).toHaveValue('en-US');
    await user.selectOptions(language, 'es-ES');
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perfil y seguridad' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Idioma de mis correos y enlaces' })).toHaveValue(
      'es-ES',
    );
    const details = z
      .object({ data: z.object({ user: z.object({ preferredLocale: z.string() }) }) })
      .parse(await asSignedIn('GET', '/api/auth-details'));
    expect(details.data.user.preferredLocale).toBe('es-ES');
  });
});

describe('change password', () => {
  it('checks the length before sending anything', async () => {
    const requests = watchRequests();
    const { user } = await openProfile();
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.type(form.getByLabelText(/Current password/), 'old secret');
    await user.type(form.getByLabelText(/New password/), 'short');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    const newPassword = form.getByLabelText(/New password/);
    expect(newPassword).toHaveAccessibleDescription('Use at least 12 characters.');
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword).toHaveFocus();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server refusal beside the field it is about', async () => {
    const breached = 'This password appears in lists of breached passwords. Choose another.';
    const { person, user } = await openProfile();
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.type(form.getByLabelText(/Current password/), person.password);
    await user.type(form.getByLabelText(/New password/), 'password1234');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(form.getByLabelText(/New password/)).toHaveAccessibleDescription(breached),
    );
    expect(form.getByLabelText(/Current password/)).not.toHaveAttribute('aria-invalid', 'true');
    // Everything the server said sits beside a field: no duplicate alert above the form.
    expect(form.queryByRole('alert')).toBeNull();

    // Editing the field drops the message, which may no longer be true.
    await user.type(form.getByLabelText(/New password/), 'x');
    expect(form.getByLabelText(/New password/)).not.toHaveAccessibleDescription(breached);
  });

  it('puts a wrong current password on the current-password field', async () => {
    const { user } = await openProfile();
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.type(form.getByLabelText(/Current password/), 'not it');
    await user.type(form.getByLabelText(/New password/), 'juniper lantern orbit 78');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    const current = form.getByLabelText(/Current password/);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('The current password is not right.'),
    );
    expect(current).toHaveFocus();
  });

  it('says so and clears the fields when the password is changed', async () => {
    const { person, user } = await openProfile();
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.type(form.getByLabelText(/Current password/), person.password);
    await user.type(form.getByLabelText(/New password/), 'juniper lantern orbit 78');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(await form.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(form.getByLabelText(/Current password/)).toHaveValue('');
    expect(form.getByLabelText(/New password/)).toHaveValue('');
    await signInWith(person.email, 'juniper lantern orbit 78');
  });

  it('fills in and shows a suggested password', async () => {
    const { user } = await openProfile();
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.click(form.getByRole('button', { name: 'Suggest a strong password' }));

    const newPassword = form.getByLabelText(/New password/) as HTMLInputElement;
    // The server's generated password: four groups of five, as the field then shows it.
    await waitFor(() => expect(newPassword.value).toMatch(/^(\w{5}-){3}\w{5}$/));
    expect(newPassword).toHaveAttribute('type', 'text');
    expect(form.getAllByRole('button', { name: 'Show password' })[1]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('personal access tokens', () => {
  it('says when there are none', async () => {
    await openProfile();
    expect(await screen.findByText('You have no tokens yet.')).toBeVisible();
  });

  it('lists tokens with their dates and status', async () => {
    const person = await createUser({ role: Role.agency });
    const authDetails = await signInWith(person.email, person.password);
    const payroll = await addToken('Payroll export');
    const old = await addToken('Old script');
    await asSignedIn('DELETE', `/api/auth/tokens/${old.id}`);
    renderApp('/en-us/user/profile', { authDetails });
    const list = within(await screen.findByRole('region', { name: 'Your tokens' }));

    const item = async (name: string) =>
      (await list.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;
    const active = await item('Payroll export');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('Never');
    expect(active).toHaveTextContent(day(payroll.createdAt));
    expect(
      within(active).getByRole('button', { name: 'Revoke token "Payroll export"' }),
    ).toBeVisible();
    const revoked = await item('Old script');
    expect(revoked).toHaveTextContent('Revoked');
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('shows the new secret once, until the person says they copied it', async () => {
    const { user } = await openProfile();
    const create = within(await screen.findByRole('region', { name: 'Create a token' }));

    expect(create.getByLabelText(/Expires in/)).toHaveValue(90);
    await user.type(create.getByLabelText(/Token name/), 'Reports');
    await user.click(create.getByRole('button', { name: 'Create token' }));

    const secret = (await create.findByLabelText('Your new token')) as HTMLInputElement;
    const value = secret.value;
    expect(value.length).toBeGreaterThan(20);
    expect(secret).toHaveAttribute('readonly');
    expect(create.getByText(/It will not be shown again/)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'Reports' })).toBeVisible();
    const [reports] = await myTokens();
    expect(reports?.name).toBe('Reports');
    const lifetime = Date.parse(reports?.expiresAt ?? '') - Date.parse(reports?.createdAt ?? '');
    expect(Math.round(lifetime / DAY_MS)).toBe(90);

    await user.click(create.getByRole('button', { name: 'I have copied it' }));

    expect(screen.queryByDisplayValue(value)).toBeNull();
    expect(screen.queryByText(value)).toBeNull();
    expect(create.getByLabelText(/Token name/)).toHaveValue('');
  });

  it('refuses an expiry outside 1 to 365 days', async () => {
    const requests = watchRequests();
    const { user } = await openProfile();
    const create = within(await screen.findByRole('region', { name: 'Create a token' }));

    await user.type(create.getByLabelText(/Token name/), 'Reports');
    await user.clear(create.getByLabelText(/Expires in/));
    await user.type(create.getByLabelText(/Expires in/), '400');
    await user.click(create.getByRole('button', { name: 'Create token' }));

    expect(create.getByLabelText(/Expires in/)).toHaveAccessibleDescription(
      'Enter a whole number of days from 1 to 365.',
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('revokes a token only after confirmation', async () => {
    const requests = watchRequests();
    const person = await createUser({ role: Role.agency });
    const authDetails = await signInWith(person.email, person.password);
    await addToken('Payroll export');
    const user = userEvent.setup();
    renderApp('/en-us/user/profile', { authDetails });

    await user.click(await screen.findByRole('button', { name: 'Revoke token "Payroll export"' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke "Payroll export"?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke token "Payroll export"' }));
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: 'Revoke token' }));

    expect(await screen.findByText('The token "Payroll export" has been revoked.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke token "Payroll export"' })).toBeNull(),
    );
    const [token] = await myTokens();
    expect(token?.revokedAt).not.toBeNull();
  });
});
