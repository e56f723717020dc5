import { type Agency, AgencyStanding } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { i18n as appI18n } from '../../app/i18n/i18n.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { watchRequests } from '../../test/requests.ts';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real test server and its demo agencies, coordinators and payers. A test that
// changes a record works on one of its own, since test files share the server.

const user = userEvent.setup({ delay: null });

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function newAgency(name: string): Promise<Agency> {
  return (
    (await asSignedIn('POST', '/api/agencies', { name, careTypeIds: [1] })) as { data: Agency }
  ).data;
}

describe('agencies', () => {
  it('lists what the address asks for, with the standing for admins', async () => {
    const authDetails = await signInAs('admin');
    const seen = watchRequests();
    renderApp('/en-us/user/agencies?careType=7&sort=-name', { authDetails });

    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(rowNames(table)).toEqual([
      'Sunrise Adult Day Program',
      'Soins Saint-Laurent',
      'Golden Bay Senior Care',
      'Cuidados Castellana',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Standing' })).toBeInTheDocument();
    // Admins tell a provider's program from an agency.
    expect(within(table).getByRole('columnheader', { name: 'Kind' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Sunrise Adult Day Program/ })).toHaveTextContent(
      'Adult day program',
    );
    expect(screen.getByRole('combobox', { name: 'Care provided' })).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-name');
    expect(seen.find((request) => request.url === '/api/agencies')?.params).toEqual({
      careType: '7',
      sort: '-name',
      page: 1,
      perPage: 20,
    });
  });

  it('shows families no standing, and no way to filter by it', async () => {
    const authDetails = await signInAs('user');
    renderApp('/en-us/user/agencies?q=maple', { authDetails });

    const table = await screen.findByRole('table', { name: 'Agencies' });
    expect(rowNames(table)).toEqual(['Maple Home Care']);
    expect(within(table).queryByRole('columnheader', { name: 'Standing' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Kind' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Standing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add agency' })).not.toBeInTheDocument();

    // Ontario's other demo agency is terminated: out of a family's directory; the demo day
    // program in Hamilton is in it.
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name, email or city' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Cuidados Castellana' })).toBeInTheDocument();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Province or state' }),
      'Ontario (CA)',
    );
    await waitFor(() =>
      expect(rowNames(screen.getByRole('table', { name: 'Agencies' }))).toEqual([
        'Maple Home Care',
        'Sunrise Adult Day Program',
      ]),
    );
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    const authDetails = await signInAs('agency-agent');
    renderApp('/en-us/user/agencies?q=zzz-nobody', { authDetails });

    expect(
      await screen.findByText(
        'No agencies match these filters. Try fewer filters or another city.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Agencies' })).toBeInTheDocument();
    // An agent's own agency is a click away.
    expect(screen.getByRole('link', { name: 'Your agency' })).toBeInTheDocument();
  });

  it('asks an admin for a standing and a reason, then shows the change in the history', async () => {
    const authDetails = await signInAs('admin');
    const agency = await newAgency(`Standing Test ${uniqueTag()}`);
    renderApp(`/en-us/user/agencies/${agency.id}`, { authDetails });

    await user.click(await screen.findByRole('button', { name: 'Change standing' }));
    const dialog = screen.getByRole('dialog', { name: `Change the standing of ${agency.name}` });
    expect(within(dialog).getByRole('radio', { name: 'Good (current)' })).toBeDisabled();
    const seen = watchRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Change standing' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('You must enter a minimum of 10 characters'),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Requires review' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Change standing' }));
    expect(
      await within(dialog).findByText('You must enter a minimum of 10 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ', really.');
    await user.click(within(dialog).getByRole('button', { name: 'Change standing' }));

    expect(
      await screen.findByText(`The standing of ${agency.name} is changed.`),
    ).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Standing history' });
    expect(await within(history).findByText('Too short, really.')).toBeInTheDocument();
    expect(within(history).getByText('Ada Admin')).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      standing: AgencyStanding.requiresReview,
      reason: 'Too short, really.',
    });
  });

  it('answers an unknown agency with a way back', async () => {
    const authDetails = await signInAs('user');
    renderApp('/en-us/user/agencies/999999', { authDetails });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agency not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All agencies' })).toHaveAttribute(
      'href',
      '/en-us/user/agencies',
    );
  });

  it('tells an owner who opens another agency’s form that their role does not allow it', async () => {
    const authDetails = await signInAs('agency');
    const other = await asSignedIn('GET', '/api/agencies?q=Pacific');
    const id = (other as { data: { id: number }[] }).data[0]?.id;
    renderApp(`/en-us/user/agencies/${id}/edit`, { authDetails });

    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});

describe('care coordinators and payers', () => {
  it('searches coordinators in Spanish and shows retired ones on request', async () => {
    const authDetails = await signInAs('agency-agent');
    renderApp('/es-es/user/coordinators?status=retired', { authDetails });

    const table = await screen.findByRole('table', { name: 'Coordinadores de cuidados' });
    expect(within(table).getByText('Thomas Reid')).toBeInTheDocument();
    expect(within(table).getByText('Retirado')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mostrar' })).toHaveValue('retired');
    // Agents read the list; only administrators add to it.
    expect(screen.queryByRole('link', { name: 'Añadir coordinador' })).not.toBeInTheDocument();
  });

  it('names the built-in payer in Spanish on a Spanish page, an organisation as it is called', async () => {
    const authDetails = await signInAs('agency-agent');
    // The app's API client asks in the language of the app's own i18n, which the page's address
    // sets in the browser; a test renders with an i18n of its own, so it sets the app's here.
    await appI18n.changeLanguage('es-ES');
    onTestFinished(async () => {
      await appI18n.changeLanguage('en-US');
    });
    renderApp('/es-es/user/payers?perPage=100', { authDetails });

    const table = await screen.findByRole('table', { name: 'Pagadores' });
    // The payer's name links to it; its kind, "Pago privado" too, is plain text beside it.
    expect(await within(table).findByRole('link', { name: 'Pago privado' })).toBeInTheDocument();
    expect(within(table).queryByText('Private pay')).toBeNull();
    expect(within(table).getByRole('link', { name: 'Medicare' })).toBeInTheDocument();
  });

  it('puts the server’s refusal of a taken payer name beside the name', async () => {
    const authDetails = await signInAs('admin');
    renderApp('/en-us/user/payers/new', { authDetails });

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'medicare');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Government program');
    await user.click(screen.getByRole('button', { name: 'Add payer' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A payer with this name already exists.'),
    );
    expect(name).toHaveFocus();
  });

  it('adds a coordinator and retires them after asking', async () => {
    const authDetails = await signInAs('admin');
    const name = `Jordan Test ${uniqueTag()}`;
    const { router } = renderApp('/en-ca/user/coordinators/new', { authDetails });

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), name);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan');
    await user.click(screen.getByRole('button', { name: 'Add coordinator' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '@health.example');
    await user.click(screen.getByRole('button', { name: 'Add coordinator' }));

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(`${name} is added.`)).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/en-ca\/user\/coordinators\/\d+$/);

    await user.click(screen.getByRole('button', { name: 'Retire' }));
    const confirm = screen.getByRole('dialog', { name: `Retire ${name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(`${name} is retired.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });
});
