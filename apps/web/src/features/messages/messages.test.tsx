import { careInvoiceSchema, listResponse } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real test server and its demo data: the demo family's thread with the demo agency
// about the patient whose invoices they follow. These tests only look; they write nothing.

const user = userEvent.setup({ delay: null });

async function familysPatient(): Promise<{ id: number; name: string }> {
  const invoices = listResponse(careInvoiceSchema.pick({ patient: true })).parse(
    await asSignedIn('GET', '/api/invoices?perPage=1'),
  );
  return invoices.data[0]?.patient ?? expect.fail('the demo family follows no patient');
}

describe("a patient's messages", () => {
  it('shows the family their thread in Spanish, newest last, each side named', async () => {
    const authDetails = await signInAs('user');
    const patient = await familysPatient();
    renderApp(`/es-es/user/patients/${patient.id}/messages`, { authDetails });

    expect(
      await screen.findByRole('heading', { level: 1, name: `Mensajes sobre ${patient.name}` }),
    ).toBeVisible();
    expect(document.title).toContain(`Mensajes sobre ${patient.name}`);
    const thread = await screen.findByRole('log', { name: /Mensajes, del más antiguo/ });
    const messages = within(thread).getAllByRole('article');
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(within(thread).getAllByText('Equipo de cuidados').length).toBeGreaterThan(0);
    expect(messages.at(-1)).toHaveTextContent('Usted');

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeVisible();
  });

  it('tells a family member without the link that there is nothing to see', async () => {
    const authDetails = await signInAs('user');
    // The next patient of the demo, whom the family is not a contact of (or no patient at all).
    const unlinked = (await familysPatient()).id + 1;
    renderApp(`/en-us/user/patients/${unlinked}/messages`, { authDetails });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /no conversation here that you can see/,
    );
  });
});
