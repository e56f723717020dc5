import type { AccessToken, AuthDetails } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { fakeApi, validationFailed } from './fakeApi.ts';

const person: AuthDetails = {
  user: { id: 7, email: 'rosa@example.org', name: 'Rosa Díaz', role: 3 },
  organisation: { kind: 'agency', ids: [1] },
  permissions: {
    manageUsers: true,
    viewSignInHistory: true,
    viewAuditLog: false,
    manageTokens: true,
    manageReferenceData: false,
    viewAgencies: true,
    viewCaregivers: false,
    viewPatients: false,
    viewCoordinatorsAndPayers: false,
  },
  session: { via: 'session', expiresAt: null },
};

const token = (overrides: Partial<AccessToken> = {}): AccessToken => ({
  id: 1,
  name: 'Payroll export',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2099-04-05T10:00:00.000Z',
  revokedAt: null,
  ...overrides,
});

function openProfile(routes: Parameters<typeof fakeApi>[0] = {}, locale = 'en-us') {
  const requests = fakeApi({
    'GET /api/auth/tokens': { status: 200, data: { data: [] } },
    ...routes,
  });
  const user = userEvent.setup();
  renderApp(`/${locale}/user/profile`, { authDetails: person });
  return { requests, user };
}

describe('profile page', () => {
  it('shows who is signed in, with the role in words', async () => {
    openProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile and security' }),
    ).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Your details' }));
    expect(details.getByText('Rosa Díaz')).toBeVisible();
    expect(details.getByText('rosa@example.org')).toBeVisible();
    expect(details.getByText('Agency')).toBeVisible();
  });

  it('speaks Spanish on /es-es', async () => {
    openProfile({}, 'es-es');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perfil y seguridad' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeVisible();
  });
});

describe('change password', () => {
  it('checks the length before sending anything', async () => {
    const { requests, user } = openProfile();
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
    const { user } = openProfile({
      'PUT /api/auth/password': validationFailed({ newPassword: [breached] }),
    });
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.type(form.getByLabelText(/Current password/), 'old secret');
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
    const wrong = 'The current password is not right.';
    const { user } = openProfile({
      'PUT /api/auth/password': validationFailed({ currentPassword: [wrong] }),
    });
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.type(form.getByLabelText(/Current password/), 'not it');
    await user.type(form.getByLabelText(/New password/), 'juniper lantern orbit 78');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    const current = form.getByLabelText(/Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription(wrong));
    expect(current).toHaveFocus();
  });

  it('says so and clears the fields when the password is changed', async () => {
    const { requests, user } = openProfile({ 'PUT /api/auth/password': { status: 204 } });
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.type(form.getByLabelText(/Current password/), 'old secret');
    await user.type(form.getByLabelText(/New password/), 'juniper lantern orbit 78');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    expect(await form.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(form.getByLabelText(/Current password/)).toHaveValue('');
    expect(form.getByLabelText(/New password/)).toHaveValue('');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'juniper lantern orbit 78',
    });
  });

  it('fills in and shows a suggested password', async () => {
    const { user } = openProfile({
      'GET /api/random-password': {
        status: 200,
        data: { data: { password: 'abcde-fghij-kmnop-qrstu' } },
      },
    });
    const form = within(await screen.findByRole('region', { name: 'Change password' }));

    await user.click(form.getByRole('button', { name: 'Suggest a strong password' }));

    const newPassword = form.getByLabelText(/New password/);
    await waitFor(() => expect(newPassword).toHaveValue('abcde-fghij-kmnop-qrstu'));
    expect(newPassword).toHaveAttribute('type', 'text');
    expect(form.getAllByRole('button', { name: 'Show password' })[1]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('personal access tokens', () => {
  it('says when there are none', async () => {
    openProfile();
    expect(await screen.findByText('You have no tokens yet.')).toBeVisible();
  });

  it('lists tokens with their dates and status', async () => {
    openProfile({
      'GET /api/auth/tokens': {
        status: 200,
        data: {
          data: [
            token(),
            token({ id: 2, name: 'Old script', revokedAt: '2026-02-01T09:00:00.000Z' }),
          ],
        },
      },
    });
    const list = within(await screen.findByRole('region', { name: 'Your tokens' }));

    const [active, revoked] = await list.findAllByRole('listitem');
    expect(active).toHaveTextContent('Payroll export');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('Never');
    expect(active).toHaveTextContent('Jan 5, 2026');
    expect(
      within(active as HTMLElement).getByRole('button', { name: 'Revoke token "Payroll export"' }),
    ).toBeVisible();
    expect(revoked).toHaveTextContent('Revoked');
    expect(within(revoked as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('shows the new secret once, until the person says they copied it', async () => {
    let tokens: AccessToken[] = [];
    const { requests, user } = openProfile({
      'GET /api/auth/tokens': () => ({ status: 200, data: { data: tokens } }),
      'POST /api/auth/tokens': () => {
        tokens = [token({ id: 5, name: 'Reports' })];
        return { status: 201, data: { data: { ...tokens[0], token: 'hrt_secret_value_123' } } };
      },
    });
    const create = within(await screen.findByRole('region', { name: 'Create a token' }));

    expect(create.getByLabelText(/Expires in/)).toHaveValue(90);
    await user.type(create.getByLabelText(/Token name/), 'Reports');
    await user.click(create.getByRole('button', { name: 'Create token' }));

    const secret = await create.findByLabelText('Your new token');
    expect(secret).toHaveValue('hrt_secret_value_123');
    expect(secret).toHaveAttribute('readonly');
    expect(create.getByText(/It will not be shown again/)).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Reports',
      expiresInDays: 90,
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Reports' })).toBeVisible();

    await user.click(create.getByRole('button', { name: 'I have copied it' }));

    expect(screen.queryByDisplayValue('hrt_secret_value_123')).toBeNull();
    expect(screen.queryByText(/hrt_secret_value_123/)).toBeNull();
    expect(create.getByLabelText(/Token name/)).toHaveValue('');
  });

  it('refuses an expiry outside 1 to 365 days', async () => {
    const { requests, user } = openProfile();
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
    let tokens = [token()];
    const { requests, user } = openProfile({
      'GET /api/auth/tokens': () => ({ status: 200, data: { data: tokens } }),
      'DELETE /api/auth/tokens/1': () => {
        tokens = [token({ revokedAt: '2026-03-01T09:00:00.000Z' })];
        return { status: 204 };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Revoke token "Payroll export"' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke "Payroll export"?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke token "Payroll export"' }));
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: 'Revoke token' }));

    expect(await screen.findByText('The token "Payroll export" has been revoked.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke token "Payroll export"' })).toBeNull(),
    );
  });
});
