import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { signInAs } from '../../../test/session.ts';

// Against the real test server and its demo: the demo's run of last month (its newest run)
// billed the demo hub's resident's placement beside the visits, and issued it.

const user = userEvent.setup({ delay: null });

describe('a placement on the invoice run page', () => {
  it('lists the resident as the client of an invoice, which opens on her invoice', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-ca/user/invoice-runs', { authDetails });
    const runs = await screen.findByRole('table', { name: 'Past runs' });
    const [newest] = within(runs).getAllByRole('link');
    if (newest === undefined) {
      throw new Error('the demo has no invoice run');
    }
    await user.click(newest);
    const [resident] = await screen.findAllByRole('link', { name: 'Grace Whitfield' });
    if (resident === undefined) {
      throw new Error('the run lists no invoice for the resident');
    }
    await user.click(resident);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Invoice [A-Z]+-\d+$/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Grace Whitfield').length).toBeGreaterThan(0);
  });
});
