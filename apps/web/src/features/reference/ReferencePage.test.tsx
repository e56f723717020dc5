import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../api/client.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { signInAs } from '../../test/session.ts';

// Against the real test server and its seeded reference lists. Each test adds its own entries
// under a unique code, since test files share the server.

async function openAsAdmin(path: string) {
  const authDetails = await signInAs('admin');
  return renderApp(path, { authDetails });
}

const codeOf = () => `t_${uniqueTag()}`;

// No pause between keystrokes: the page talks to a real server, which is slow enough.
const user = userEvent.setup({ delay: null });

async function addRelationship(code: string, english: string) {
  await user.click(screen.getByRole('button', { name: 'Add entry' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Relationships' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), code);
  for (const [language, text] of [
    ['English \\(United States\\)', english],
    ['English \\(Canada\\)', `${english} (CA)`],
    ['Spanish \\(Spain\\)', `${english} (ES)`],
  ] as const) {
    await user.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`Name in ${language}`) }),
      text,
    );
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

// Each test makes several round trips to the real server, on a machine shared with other runs.
describe('reference lists page', () => {
  it('shows the chosen list from the address, with the seeded entries, and switches lists', async () => {
    const { router } = await openAsAdmin('/en-us/user/reference?list=languages');

    const table = await screen.findByRole('table', { name: 'Languages' });
    const french = within(table).getByRole('row', { name: /French/ });
    expect(within(french).getByText('fr')).toBeInTheDocument();
    expect(within(french).getByText('Français')).toBeInTheDocument();
    expect(within(french).getByText('Offered')).toBeInTheDocument();
    // The chooser says how many entries each list offers.
    expect(await screen.findByRole('option', { name: /^Languages \(\d+\)$/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'List' }), 'professions');
    expect(router.state.location.search).toBe('?list=professions');
    const professions = await screen.findByRole('table', { name: 'Professions' });
    expect(
      await within(professions).findByRole('row', { name: /Registered nurse/ }),
    ).toHaveTextContent('Rank 3');
  });

  it('searches the list and says when nothing matches', async () => {
    const { router } = await openAsAdmin('/en-us/user/reference?list=diagnoses');
    await screen.findByRole('table', { name: 'Diagnoses (ICD-10)' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or code' }),
      'zzzz{Enter}',
    );

    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('zzzz');
    expect(await screen.findByText(/No entries match this search/)).toBeInTheDocument();
  });

  it('checks the form before sending, in words that say what to do', async () => {
    await openAsAdmin('/en-us/user/reference?list=relationships');
    await screen.findByRole('table', { name: 'Relationships' });
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Relationships' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'Not A Code');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findAllByText('Fill this in.')).toHaveLength(3);
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(
      /Lower-case letters, digits and underscores/,
    );
  });

  it('adds an entry, and refuses the same code again beside the code field', async () => {
    await openAsAdmin('/en-us/user/reference?list=relationships');
    await screen.findByRole('table', { name: 'Relationships' });
    const code = codeOf();

    await addRelationship(code, 'Godparent');
    expect(await screen.findByText('Godparent was added.')).toBeInTheDocument();

    const again = await addRelationship(code, 'Godparent again');
    expect(
      await within(again).findByText(
        'This is already in the list. Rename or un-retire that entry instead.',
      ),
    ).toBeInTheDocument();
  });

  it('retires an entry after asking, and shows it again only with retired entries', async () => {
    const { router } = await openAsAdmin('/en-us/user/reference?list=relationships');
    await screen.findByRole('table', { name: 'Relationships' });
    const code = codeOf();
    await addRelationship(code, 'Old friend');
    await screen.findByText('Old friend was added.');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or code' }),
      `${code}{Enter}`,
    );
    const row = await screen.findByRole('row', { name: /Old friend/ });

    await user.click(within(row).getByRole('button', { name: 'Retire' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retire Old friend?' });
    expect(confirm).toHaveTextContent(/stays on the records that already use it/);
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));

    expect(await screen.findByText(/Old friend was retired/)).toBeInTheDocument();
    expect(await screen.findByText(/No entries match this search/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show retired entries' }));
    expect(new URLSearchParams(router.state.location.search).get('retired')).toBe('1');
    const retired = await screen.findByRole('row', { name: /Old friend/ });
    expect(within(retired).getByText('Retired')).toBeInTheDocument();
    expect(within(retired).getByRole('button', { name: 'Un-retire' })).toBeInTheDocument();
  });

  it('renames in Spanish, addressing the administrator as usted', async () => {
    await openAsAdmin('/es-es/user/reference?list=caregiver-roles');
    const code = codeOf();
    // Set up through the API with the page's own session, as the administrator.
    await apiClient.post('/api/caregiver-roles', {
      code,
      labels: { 'en-US': 'Mentor', 'en-CA': 'Mentor', 'es-ES': 'Mentor/a' },
    });
    await user.type(
      await screen.findByRole('searchbox', { name: 'Buscar por nombre o código' }),
      `${code}{Enter}`,
    );
    const table = await screen.findByRole('table', { name: 'Funciones del cuidador' });
    const row = await within(table).findByRole('row', { name: /Mentor\/a/ });

    await user.click(within(row).getByRole('button', { name: 'Cambiar nombre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el nombre de Mentor/a' });
    const spanish = within(dialog).getByRole('textbox', { name: /Nombre en español \(España\)/i });
    await user.clear(spanish);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Rellene este campo.')).toBeInTheDocument();

    await user.type(spanish, 'Mentor/a de equipo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByText('Se ha cambiado el nombre de Mentor/a de equipo.'),
    ).toBeInTheDocument();
    expect(
      await within(table).findByRole('row', { name: /Mentor\/a de equipo/ }),
    ).toBeInTheDocument();
  });

  it('tells other roles the page is not for them', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/reference', { authDetails });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});
