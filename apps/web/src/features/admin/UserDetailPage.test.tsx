import { Role, UserStatus } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { changeRole, createUser, fetchUser } from '../../test/serverApi.ts';
import { signInAs, signInWith } from '../../test/session.ts';

describe('user detail page', () => {
  it("says the user was not found when they are outside the agency owner's agency", async () => {
    const outsider = await createUser({ role: Role.admin });
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/user/users/${outsider.id}`, { authDetails });

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
    const me = await createUser({ role: Role.admin, name: 'Me Myself' });
    const authDetails = await signInWith(me.email, me.password);
    renderApp(`/en-us/user/users/${me.id}`, { authDetails });

    expect(await screen.findByRole('heading', { level: 1, name: 'Me Myself' })).toBeVisible();
    expect(screen.getByText(me.email)).toBeInTheDocument();
    expect(screen.getByText('Has a password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage this account' })).not.toBeInTheDocument();
  });

  it('shows an invited person as not having a password yet', async () => {
    const invited = await createUser({ role: Role.user, name: 'Ivy Invited', withPassword: false });
    const authDetails = await signInAs('admin');
    renderApp(`/en-us/user/users/${invited.id}`, { authDetails });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ivy Invited' })).toBeVisible();
    expect(screen.getByText('Invited; has not set a password yet')).toBeInTheDocument();
  });

  it('disables a user after a confirmation, and says so', async () => {
    const dee = await createUser({ role: Role.caregiver, name: 'Dee Park' });
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/user/users/${dee.id}`, { authDetails });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable user' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Dee Park?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable user' }));

    expect(await screen.findByText('Dee Park is disabled and has been signed out.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Re-enable user' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await fetchUser(dee.id)).status).toBe(UserStatus.disabled);
  });

  it("offers an agency owner only the roles they may give, of the user's kind", async () => {
    const eli = await createUser({ role: Role.agencyAgent, name: 'Eli Fox' });
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/user/users/${eli.id}`, { authDetails });
    await screen.findByRole('heading', { level: 1, name: 'Eli Fox' });

    // A caregiver is another kind of member, and making owners is for admins: nothing to change.
    expect(screen.queryByRole('combobox', { name: 'New role' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable user' })).toBeInTheDocument();
  });

  it('changes the role, showing a refusal from the server', async () => {
    const flo = await createUser({ role: Role.agencyAgent, name: 'Flo Ng' });
    const admin = await createUser({ role: Role.admin });
    const authDetails = await signInWith(admin.email, admin.password);
    renderApp(`/en-us/user/users/${flo.id}`, { authDetails });
    const select = await screen.findByRole('combobox', { name: 'New role' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agency', 'Agency agent']);
    expect(screen.getByRole('button', { name: 'Change role' })).toBeDisabled();

    // While the page is open, another administrator takes this one's rights away.
    await changeRole(admin.id, Role.user);
    await userEvent.selectOptions(select, 'Agency');
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    expect((await fetchUser(flo.id)).role).toBe(Role.agencyAgent);
  });
});
