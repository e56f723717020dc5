import { Role, UserStatus } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { aUser, type FakeRoutes, fakeApi, signedInAs } from './testing/fakeApi.ts';

let api: ReturnType<typeof fakeApi> | undefined;
function serve(routes: FakeRoutes) {
  api = fakeApi(routes);
  return api;
}

afterEach(() => {
  api?.restore();
});

const notFound = () => ({ status: 404, data: { message: 'No such user.', code: 'not_found' } });

describe('user detail page', () => {
  it('says the user was not found when the server answers 404', async () => {
    serve({ 'GET /api/users/:userId': notFound });
    renderApp('/en-us/user/users/999', {
      authDetails: signedInAs(Role.agency, { agencyIds: [4] }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'User not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/your role does not give access/);
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/en-us/user/users',
    );
  });

  it('shows the facts and no actions on one’s own account', async () => {
    const me = aUser({ id: 1, name: 'Me Myself', role: Role.admin, hasPassword: false });
    serve({ 'GET /api/users/:userId': () => ({ data: { data: me } }) });
    renderApp('/en-us/user/users/1', { authDetails: signedInAs(Role.admin, { id: 1 }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Me Myself' })).toBeVisible();
    expect(screen.getByText(me.email)).toBeInTheDocument();
    expect(screen.getByText('Invited; has not set a password yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage this account' })).not.toBeInTheDocument();
  });

  it('disables a user after a confirmation, and says so', async () => {
    const user = aUser({ name: 'Dee Park', role: Role.caregiver, agencyIds: [4] });
    const { calls } = serve({
      'GET /api/users/:userId': () => ({ data: { data: user } }),
      'POST /api/users/:userId/disable': () => ({
        data: { data: { ...user, status: UserStatus.disabled } },
      }),
    });
    renderApp(`/en-us/user/users/${user.id}`, {
      authDetails: signedInAs(Role.agency, { agencyIds: [4] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable user' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Dee Park?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable user' }));

    expect(await screen.findByText('Dee Park is disabled and has been signed out.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Re-enable user' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST /api/users/${user.id}/disable`,
    );
  });

  it("offers an agency owner only the roles they may give, of the user's kind", async () => {
    const user = aUser({ name: 'Eli Fox', role: Role.agencyAgent, agencyIds: [4] });
    serve({ 'GET /api/users/:userId': () => ({ data: { data: user } }) });
    renderApp(`/en-us/user/users/${user.id}`, {
      authDetails: signedInAs(Role.agency, { agencyIds: [4] }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Eli Fox' });

    // A caregiver is another kind of member, and making owners is for admins: nothing to change.
    expect(screen.queryByRole('combobox', { name: 'New role' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable user' })).toBeInTheDocument();
  });

  it('changes the role, showing a refusal from the server', async () => {
    const user = aUser({ name: 'Flo Ng', role: Role.agencyAgent, agencyIds: [4] });
    serve({
      'GET /api/users/:userId': () => ({ data: { data: user } }),
      'PUT /api/users/:userId/role': () => ({
        status: 403,
        data: { message: 'Your role does not allow giving this role.', code: 'forbidden' },
      }),
    });
    renderApp(`/en-us/user/users/${user.id}`, { authDetails: signedInAs(Role.admin) });
    const select = await screen.findByRole('combobox', { name: 'New role' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agency', 'Agency agent']);
    expect(screen.getByRole('button', { name: 'Change role' })).toBeDisabled();

    await userEvent.selectOptions(select, 'Agency');
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role does not allow giving this role.',
    );
  });
});
