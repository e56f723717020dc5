import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { signInAs } from '../../../test/session.ts';

// Against the real test server and its demo, on a database of this file's own: last month's run
// (the page's default period) drafts the demo hub's resident's placement beside the visits.

const user = userEvent.setup({ delay: null });

describe('a placement on the invoice run page', () => {
  it('lists the resident as the client of a draft, which opens on her invoice', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-ca/user/invoice-runs', { authDetails });
    await user.click(await screen.findByRole('button', { name: 'Start the run' }));
    const resident = await screen.findByRole(
      'link',
      { name: 'Grace Whitfield' },
      { timeout: 60_000 },
    );
    await user.click(resident);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft invoice for Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Grace Whitfield').length).toBeGreaterThan(0);
  });
});
