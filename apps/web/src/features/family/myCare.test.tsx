import { type MyCarePatient, myCarePatientSchema } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../../test/renderApp.tsx';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real test server and its demo data: the demo family follows the demo caregiver's
// first client (and the client of the billing demo), in plain words and in Spanish.

async function followed(): Promise<MyCarePatient[]> {
  return z
    .object({ data: z.array(myCarePatientSchema) })
    .parse(await asSignedIn('GET', '/api/my-care/patients')).data;
}

describe('My care', () => {
  it('lists the people the family follows and says when it has sent no request', async () => {
    const authDetails = await signInAs('user');
    const people = await followed();
    renderApp('/en-us/user/my-care', { authDetails });

    const section = await screen.findByRole('region', { name: 'The people you follow' });
    const links = await within(section).findAllByRole('link');
    expect(links).toHaveLength(people.length);
    expect(links[0]).toHaveAttribute('href', `/en-us/user/my-care/patients/${people[0]?.id}`);
    const requests = screen.getByRole('region', { name: 'Your requests for care' });
    expect(
      await within(requests).findByText(/You have not asked for care while signed in\./),
    ).toBeInTheDocument();
  });

  it("shows a person's visits, notes for the family, messages and invoices in Spanish", async () => {
    const authDetails = await signInAs('user');
    const [person] = await followed();
    renderApp(`/es-es/user/my-care/patients/${person?.id}`, { authDetails });

    expect(await screen.findByRole('region', { name: 'Próximas visitas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visitas pasadas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notas para la familia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver facturas' })).toHaveAttribute(
      'href',
      `/es-es/user/invoices?patientId=${person?.id}`,
    );
    expect(screen.getByRole('link', { name: 'Abrir mensajes' })).toHaveAttribute(
      'href',
      `/es-es/user/patients/${person?.id}/messages`,
    );
  });

  it('tells the family plainly that a person not linked to them cannot be found', async () => {
    const authDetails = await signInAs('user');
    renderApp('/en-us/user/my-care/patients/999999', { authDetails });
    expect(await screen.findByText('We could not find this person')).toBeInTheDocument();
  });

  it("shows the family's home: each person's next visits, and their requests", async () => {
    const authDetails = await signInAs('user');
    const [person] = await followed();
    renderApp('/en-us/user', { authDetails });
    const home = await screen.findByRole('region', { name: "Your family's care" });
    expect(within(home).getByRole('link', { name: 'Open My care' })).toHaveAttribute(
      'href',
      '/en-us/user/my-care',
    );
    expect(
      await within(home).findByRole('region', {
        name: new RegExp(`^Next visits for ${person?.firstName ?? ''}`),
      }),
    ).toBeInTheDocument();
    expect(within(home).getByRole('region', { name: 'Your requests for care' })).toBeVisible();
  });

  it('says what to do with an invitation link that is incomplete or no longer valid', async () => {
    const authDetails = await signInAs('user');
    const { unmount } = renderApp('/en-us/user/my-care/accept', { authDetails });
    expect(
      await screen.findByText(
        "This link is incomplete. Open the link from the agency's email again.",
      ),
    ).toBeInTheDocument();
    unmount();

    renderApp('/en-us/user/my-care/accept?token=not-a-real-invitation', { authDetails });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, follow their care' }));
    expect(
      await screen.findByText(
        'This link has already been used, has expired, or was sent to another email address. Ask the care agency for a new invitation.',
      ),
    ).toBeInTheDocument();
  });
});
