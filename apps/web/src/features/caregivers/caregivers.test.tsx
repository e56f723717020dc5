import { type Caregiver, caregiverSchema, itemResponse } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real test server and its demo caregivers. A test that changes a caregiver works on
// one of its own, since test files share the server.

const user = userEvent.setup({ delay: null });

async function newCaregiver(lastName: string): Promise<Caregiver> {
  const body = await asSignedIn('POST', '/api/caregivers', {
    firstName: 'Imelda',
    lastName,
    email: `imelda.${lastName.toLowerCase()}@example.org`,
  });
  return itemResponse(caregiverSchema).parse(body).data;
}

describe('caregivers', () => {
  it('lists what the address asks for, and asks for a level once a skill is chosen', async () => {
    const authDetails = await signInAs('agency');
    const { router } = renderApp('/en-us/user/caregivers?status=hired&sort=-name', {
      authDetails,
    });

    const table = await screen.findByRole('table', { name: 'Caregivers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(within(row).getByText('Hired')).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('hired');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-name');
    // Agency staff see their own agency only: no agency column, no agency filter.
    expect(within(table).queryByRole('columnheader', { name: 'Agency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agency' })).not.toBeInTheDocument();

    expect(
      screen.queryByRole('combobox', { name: 'Skill level, at least' }),
    ).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Skill' }), 'woundCare');
    await waitFor(() => expect(router.state.location.search).toContain('skill=woundCare'));
    expect(screen.getByRole('combobox', { name: 'Skill level, at least' })).toBeInTheDocument();
  });

  it('offers only the allowed moves, wants a reason to turn someone down, and records it', async () => {
    const authDetails = await signInAs('agency-agent');
    const caregiver = await newCaregiver(`Prueba${uniqueTag()}`);
    renderApp(`/en-us/user/caregivers/${caregiver.id}`, { authDetails });

    const status = await screen.findByRole('region', { name: 'Status' });
    const moves = within(status).getByRole('radiogroup', { name: 'Move to' });
    expect(
      within(moves)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['hired', 'notHired']);
    await user.click(within(moves).getByRole('radio', { name: 'Not hired' }));
    await user.click(within(status).getByRole('button', { name: 'Change status' }));
    expect(await within(status).findByText('Give a reason for this change.')).toBeInTheDocument();

    await user.type(within(status).getByRole('textbox', { name: /Reason/ }), 'Position filled');
    await user.click(within(status).getByRole('button', { name: 'Change status' }));
    expect(await within(status).findByRole('status')).toHaveTextContent(
      'The status is now Not hired.',
    );
    // From "not hired" the only way on is a new application.
    const after = within(status).getByRole('radiogroup', { name: 'Move to' });
    expect(
      within(after)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['pending']);
    const history = within(status).getByRole('list', { name: 'Status history' });
    expect(await within(history).findByText('Pending to Not hired')).toBeInTheDocument();
    expect(within(history).getByText(/Reason: Position filled/)).toBeInTheDocument();
  });

  it('says in Spanish what a document needs, and keeps the dialog open until it is right', async () => {
    const authDetails = await signInAs('agency');
    const caregiver = await newCaregiver(`Documento${uniqueTag()}`);
    renderApp(`/es-es/user/caregivers/${caregiver.id}`, { authDetails });

    const documents = await screen.findByRole('region', { name: 'Documentos' });
    expect(await within(documents).findByText(/Todavía no hay documentos/)).toBeInTheDocument();
    await user.click(within(documents).getByRole('button', { name: 'Añadir documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir un documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar documento' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Fecha de expedición/), '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar documento' }));
    expect(
      await within(dialog).findByText('La fecha de expedición no puede ser futura.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Añadir un documento' })).toBeInTheDocument();
  });
});
