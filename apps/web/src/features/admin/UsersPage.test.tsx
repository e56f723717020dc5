import { Role } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { watchRequests } from '../../test/requests.ts';
import {
  changeRole,
  createUser,
  findUserByEmail,
  lastMailTo,
  uniqueTag,
} from '../../test/serverApi.ts';
import { signInAs, signInWith } from '../../test/session.ts';

function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });
}

afterEach(() => {
  setViewportWidth(1024);
});

/** People only this test knows: the list is searched for the tag in their names. */
async function peopleTagged(tag: string, people: [name: string, role: Role][]) {
  return Promise.all(
    people.map(([name, role]) => createUser({ role, name: `${name} ${tag}`, withPassword: false })),
  );
}

async function openUsers(path: string) {
  const authDetails = await signInAs('admin');
  return renderApp(path, { authDetails });
}

describe('users page', () => {
  it('asks the server for the filters and page in the address, and shows the result', async () => {
    const tag = uniqueTag();
    const [, , cy] = await peopleTagged(tag, [
      ['Ana', Role.caregiver],
      ['Bea', Role.caregiver],
      ['Cy', Role.caregiver],
      ['Dan', Role.agencyAgent],
    ]);
    await openUsers(`/en-us/user/users?q=${tag}&role=9&page=2&perPage=2`);

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('link', { name: `Cy ${tag}` })).toHaveAttribute(
      'href',
      `/en-us/user/users/${cy?.id}`,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByText('3 results')).toBeInTheDocument();
    expect(screen.getByText('3–3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue(tag);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('9');
  });

  it('puts a search in the address and starts again from the first page', async () => {
    // Page 2 of one person a page: the demo accounts alone fill it.
    const { router } = await openUsers('/en-us/user/users?page=2&perPage=1');
    await screen.findByRole('table', { name: 'Users' });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by name or email' }),
      'ruiz{Enter}',
    );

    expect(router.state.location.search).toBe('?perPage=1&q=ruiz');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Disabled');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('3');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    const { router } = await openUsers(`/en-us/user/users?q=nobody-${uniqueTag()}`);

    const empty = await screen.findByText(/No users match these filters/);
    await userEvent.click(
      within(empty.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Clear filters',
      }),
    );

    expect(router.state.location.search).toBe('');
  });

  it('tells what went wrong and lets the person try again', async () => {
    const tag = uniqueTag();
    await peopleTagged(tag, [['Ana Ruiz', Role.caregiver]]);
    const owner = await createUser({ role: Role.agency });
    const authDetails = await signInWith(owner.email, owner.password);
    renderApp('/en-us/user/users', { authDetails });
    await screen.findByRole('table', { name: 'Users' });

    // While the page is open, an administrator makes the owner an agent, who may not list users.
    await changeRole(owner.id, Role.agencyAgent);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by name or email' }),
      `${tag}{Enter}`,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role does not allow this.');

    await changeRole(owner.id, Role.agency);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: `Ana Ruiz ${tag}` })).toBeInTheDocument();
  });

  it('names the agency a link filters by, and finds another by name', async () => {
    const demo = String(inject('webTestServer').demoAgencyId);
    const { router } = await openUsers(`/en-us/user/users?agencyId=${demo}`);
    const filteredBy = () => new URLSearchParams(router.state.location.search).get('agencyId');

    const agency = await screen.findByRole('combobox', { name: 'Agency' });
    await waitFor(() => expect(agency).toHaveValue('Maple Home Care'));
    await userEvent.clear(agency);
    await userEvent.type(agency, 'pacific coast');
    await userEvent.click(await screen.findByRole('option', { name: 'Pacific Coast Caregivers' }));
    // Emptying the box cleared the filter; the new choice sets it again, to the other agency.
    await waitFor(() => {
      expect(filteredBy()).toMatch(/^\d+$/);
      expect(filteredBy()).not.toBe(demo);
    });
  });

  it('shows cards instead of a table on a phone', async () => {
    setViewportWidth(360);
    const tag = uniqueTag();
    const [ana] = await peopleTagged(tag, [['Ana Ruiz', Role.caregiver]]);
    await openUsers(`/en-us/user/users?q=${tag}`);

    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getByText(ana?.email ?? 'her address')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("offers an agency owner only their own people's roles, and no agency filter", async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/users', { authDetails });
    await screen.findByRole('table', { name: 'Users' });

    const options = within(screen.getByRole('combobox', { name: 'Role' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All', 'Agency', 'Agency agent', 'Caregiver']);
    expect(screen.queryByRole('combobox', { name: 'Agency' })).not.toBeInTheDocument();
  });
});

describe('adding a user', () => {
  it("shows the server's objections on the fields they concern", async () => {
    const requests = watchRequests();
    const agencyId = String(inject('webTestServer').demoAgencyId);
    await openUsers('/en-us/user/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bo Lind');
    // The demo caregiver's address: taken already.
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'caregiver@demo.hearth.test',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeEnabled(),
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role' }),
      'Caregiver',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const agency = within(dialog).getByRole('combobox', { name: 'Agency' });
    expect(agency).toHaveAccessibleDescription('Fill this in.');
    // The demo agency owner's agency, found by a word of its name.
    await userEvent.type(agency, 'maple');
    await userEvent.click(await screen.findByRole('option', { name: 'Maple Home Care' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText('A user with this email already exists.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Bo Lind',
      email: 'caregiver@demo.hearth.test',
      role: Role.caregiver,
      agencyIds: [Number(agencyId)],
      partnerId: null,
    });
  });

  it('lets an agency owner invite one of their roles, and says the invitation went out', async () => {
    const email = `cy-${uniqueTag()}@example.org`;
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/users', { authDetails });
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(role).toBeEnabled());

    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a role', 'Agency agent', 'Caregiver']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Cy Moss');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), email);
    await userEvent.selectOptions(role, 'Agency agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const notice = await screen.findByText(
      new RegExp(`an invitation to set a password was sent to ${email}`),
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Into the owner's own agency, without a password until they choose one from the mail.
    expect(await findUserByEmail(email)).toMatchObject({
      name: 'Cy Moss',
      role: Role.agencyAgent,
      agencyIds: authDetails.organisation?.ids,
      hasPassword: false,
    });
    expect(await lastMailTo(email)).toMatch(/reset-password\?token=/);
  });
});
