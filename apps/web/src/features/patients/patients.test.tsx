import {
  careTeamCandidateSchema,
  listResponse,
  type PatientSummary,
  patientSummarySchema,
} from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { createCareCoordinator, listCareCoordinators, uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real test server and its demo patients. A test that changes a record works on a
// patient of its own, since test files share the server.

const user = userEvent.setup({ delay: null });

async function listed(query: string): Promise<PatientSummary[]> {
  return listResponse(patientSummarySchema).parse(await asSignedIn('GET', `/api/patients?${query}`))
    .data;
}

describe('patients', () => {
  it('lists what the address asks for, and puts a new search in the address', async () => {
    const authDetails = await signInAs('agency-agent');
    const { router } = renderApp('/en-us/user/patients?status=discharged&sort=-dateOfBirth', {
      authDetails,
    });

    const table = await screen.findByRole('table', { name: 'Patients' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(within(row).getByText('Discharged')).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('discharged');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-dateOfBirth');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, phone or email' }),
      'zzz-nobody{Enter}',
    );
    await waitFor(() => expect(router.state.location.search).toContain('q=zzz-nobody'));
    expect(
      await screen.findByText(
        'No patients match this search. Check the spelling, or clear the filters.',
      ),
    ).toBeInTheDocument();
  });

  it('finds a care team candidate by name as one types, and keeps them as a chip', async () => {
    const authDetails = await signInAs('agency-agent');
    const agencyId = authDetails.organisation?.ids[0];
    const everyone = listResponse(careTeamCandidateSchema).parse(
      await asSignedIn(
        'GET',
        `/api/patients/care-team-candidates?agencyId=${agencyId}&perPage=100`,
      ),
    );
    const last = everyone.data.at(-1);
    renderApp('/en-us/user/patients/new', { authDetails });

    const picker = await screen.findByRole('combobox', { name: 'Care team members' });
    await user.type(picker, last?.name ?? '');
    // Other test files add people of the same name to the shared agency: any of them will do.
    const [option] = await screen.findAllByRole('option', {
      name: (name) => name.startsWith(last?.name ?? '-'),
    });
    if (option === undefined) {
      return expect.fail('no candidate of that name offered');
    }
    await user.click(option);
    expect(screen.getByRole('button', { name: last?.name })).toBeInTheDocument();
  });

  it('finds a care coordinator beyond the first hundred by name, and chooses them', async () => {
    // At least a hundred coordinators sort before this one, so a list of the first hundred
    // would never offer them: only a search on the server finds them.
    const { total } = await listCareCoordinators('perPage=1');
    const tag = uniqueTag();
    await Promise.all(
      Array.from({ length: Math.max(0, 100 - total) }, (_, index) =>
        createCareCoordinator(`Aa Filler ${tag} ${index}`),
      ),
    );
    const wanted = `Zz Beyond ${tag}`;
    await createCareCoordinator(wanted);
    expect((await listCareCoordinators('perPage=100&sort=name')).names).not.toContain(wanted);

    const authDetails = await signInAs('agency-agent');
    renderApp('/en-us/user/patients/new', { authDetails });
    const picker = await screen.findByRole('combobox', { name: 'Care coordinator' });
    await user.type(picker, `Beyond ${tag}`);
    await user.click(await screen.findByRole('option', { name: new RegExp(wanted) }));
    expect(picker).toHaveValue(wanted);
  });

  it('shows a caregiver their patient read-only: no adding, editing or contact changes', async () => {
    const authDetails = await signInAs('caregiver');
    const [patient] = await listed('perPage=1');
    if (patient === undefined) {
      return expect.fail('the demo caregiver is on no care team');
    }
    renderApp(`/en-us/user/patients/${patient.id}`, { authDetails });

    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(patient.lastName) }),
    ).toBeInTheDocument();
    const careTeam = screen.getByRole('region', { name: 'Care team' });
    expect(within(careTeam).getByText('Carmen Caregiver')).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(await within(contacts).findByText('Emergency contact')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit patient' })).not.toBeInTheDocument();
    // Billing is the office's: a caregiver has no way to the client's invoices.
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(within(contacts).queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
    expect(within(contacts).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('leads the office from a client’s record to the invoices for their care', async () => {
    const authDetails = await signInAs('agency');
    const [patient] = await listed('perPage=1');
    if (patient === undefined) {
      return expect.fail('the demo agency has no patient');
    }
    renderApp(`/en-us/user/patients/${patient.id}`, { authDetails });
    expect(await screen.findByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      `/en-us/user/invoices?patientId=${patient.id}`,
    );
  });

  it('adds, refuses and deletes a contact in Spanish', async () => {
    const authDetails = await signInAs('agency-agent');
    const agencyId = authDetails.organisation?.ids[0];
    const created = (await asSignedIn('POST', '/api/patients', {
      firstName: 'Amparo',
      lastName: `Prueba${uniqueTag()}`,
      dateOfBirth: '1939-02-11',
      gender: 'female',
      agencyId,
    })) as { data: { id: number } };
    renderApp(`/es-es/user/patients/${created.data.id}`, { authDetails });

    const contacts = await screen.findByRole('region', { name: 'Contactos' });
    expect(await within(contacts).findByText(/Todavía no hay contactos/)).toBeInTheDocument();
    await user.click(within(contacts).getByRole('button', { name: 'Añadir contacto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir un contacto' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Rocío Prieto');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Contacto de emergencia/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar contacto' }));
    expect(
      await within(dialog).findByText('Un contacto de emergencia necesita un número de teléfono'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '+34 600 111 222');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar contacto' }));
    const card = await within(contacts).findByRole('listitem');
    expect(within(card).getByText('Contacto de emergencia')).toBeInTheDocument();
    const notice = within(contacts).getByRole('status');
    expect(notice).toHaveTextContent('Rocío Prieto se ha añadido');
    // The component library's own words follow the page too.
    expect(within(notice).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Eliminar a Rocío Prieto' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar a Rocío Prieto?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar contacto' }));
    expect(await within(contacts).findByText(/Todavía no hay contactos/)).toBeInTheDocument();
  });
});
