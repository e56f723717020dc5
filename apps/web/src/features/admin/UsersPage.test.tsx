import { Role } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import {
  aUser,
  type FakeRoutes,
  fakeApi,
  listOf,
  rolesReply,
  signedInAs,
} from './testing/fakeApi.ts';

let api: ReturnType<typeof fakeApi> | undefined;
function serve(routes: FakeRoutes) {
  api = fakeApi(routes);
  return api;
}

function setViewportWidth(width: number) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });
}

afterEach(() => {
  api?.restore();
  setViewportWidth(1024);
});

const admin = signedInAs(Role.admin);
const ana = aUser({ name: 'Ana Ruiz', email: 'ana@example.org', role: Role.caregiver });

describe('users page', () => {
  it('asks the server for the filters and page in the address, and shows the result', async () => {
    const { calls } = serve({ 'GET /api/users': () => listOf([ana], 41, 3) });
    renderApp('/en-us/user/users?q=ana&role=9&page=3', { authDetails: admin });

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute(
      'href',
      `/en-us/user/users/${ana.id}`,
    );
    expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByText('41 results')).toBeInTheDocument();
    expect(screen.getByText('41–41 of 41')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ q: 'ana', role: '9', page: 3, perPage: 20 });
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('ana');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('9');
  });

  it('puts a search in the address and starts again from the first page', async () => {
    serve({ 'GET /api/users': () => listOf([ana], 41) });
    const { router } = renderApp('/en-us/user/users?page=2', { authDetails: admin });
    await screen.findByRole('table', { name: 'Users' });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by name or email' }),
      'ruiz{Enter}',
    );

    expect(router.state.location.search).toBe('?q=ruiz');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Disabled');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('3');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    serve({ 'GET /api/users': () => listOf([]) });
    const { router } = renderApp('/en-us/user/users?q=nobody', { authDetails: admin });

    const empty = await screen.findByText(/No users match these filters/);
    await userEvent.click(
      within(empty.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Clear filters',
      }),
    );

    expect(router.state.location.search).toBe('');
  });

  it('tells what went wrong and lets the person try again', async () => {
    let fail = true;
    serve({
      'GET /api/users': () =>
        // A client error, as the query client retries server errors on its own first.
        fail
          ? { status: 403, data: { message: 'Not allowed today.', code: 'forbidden' } }
          : listOf([ana]),
    });
    renderApp('/en-us/user/users', { authDetails: admin });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not allowed today.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    setViewportWidth(360);
    serve({ 'GET /api/users': () => listOf([ana]) });
    renderApp('/en-us/user/users', { authDetails: admin });

    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getByText('ana@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("offers an agency owner only their own people's roles, and no agency filter", async () => {
    serve({ 'GET /api/users': () => listOf([ana]) });
    renderApp('/en-us/user/users', { authDetails: signedInAs(Role.agency, { agencyIds: [4] }) });
    await screen.findByRole('table', { name: 'Users' });

    const options = within(screen.getByRole('combobox', { name: 'Role' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All', 'Agency', 'Agency agent', 'Caregiver']);
    expect(screen.queryByRole('textbox', { name: 'Agency ID' })).not.toBeInTheDocument();
  });
});

describe('adding a user', () => {
  it("shows the server's objections on the fields they concern", async () => {
    const { calls } = serve({
      'GET /api/users': () => listOf([]),
      'GET /api/roles': () => rolesReply(Role.codes),
      'POST /api/users': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { email: ['A user with this email already exists.'] },
        },
      }),
    });
    renderApp('/en-us/user/users', { authDetails: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bo Lind');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'bo@example.org');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toBeEnabled(),
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role' }),
      'Caregiver',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: 'Agency ID' })).toHaveAccessibleDescription(
      'Fill this in.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Agency ID' }), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText('A user with this email already exists.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Bo Lind',
      email: 'bo@example.org',
      role: Role.caregiver,
      agencyIds: [4],
      partnerId: null,
    });
  });

  it('lets an agency owner invite one of their roles, and says the invitation went out', async () => {
    const created = aUser({ name: 'Cy Moss', email: 'cy@example.org', role: Role.agencyAgent });
    const { calls } = serve({
      'GET /api/users': () => listOf([]),
      'GET /api/roles': () => rolesReply(Role.codes),
      'POST /api/users': () => ({ status: 201, data: { data: created } }),
    });
    renderApp('/en-us/user/users', { authDetails: signedInAs(Role.agency, { agencyIds: [4] }) });
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
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'cy@example.org');
    await userEvent.selectOptions(role, 'Agency agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const notice = await screen.findByText(
      /an invitation to set a password was sent to cy@example.org/,
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ agencyIds: [] });
  });
});
