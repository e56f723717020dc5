import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { signInAs } from '../../test/session.ts';

// Against the real test server and its demo data: the demo caregiver's profile at the demo
// agency, available every day of the week. The test reads only, since test files share the server.

describe('my profile', () => {
  it('shows the caregiver their hours and languages to change, and their documents read-only', async () => {
    const authDetails = await signInAs('caregiver');
    renderApp('/es-es/user/my-profile', { authDetails });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    const hours = await screen.findByRole('region', { name: 'Idiomas y horario semanal' });
    expect(within(hours).getAllByRole('group', { name: /^Horario \d$/ })).toHaveLength(7);
    expect(within(hours).getByRole('combobox', { name: 'Idiomas' })).toBeInTheDocument();
    expect(within(hours).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Documentos' });
    expect(within(documents).getByText(/pídaselo a su agencia/)).toBeInTheDocument();
    expect(within(documents).queryByRole('button')).toBeNull();
  });
});
