import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { signInAs } from '../../../test/session.ts';

// Against the real test server and its demo. The run started here covers January 2020, before
// any demo visit, so it bills nothing and no other test's invoices change.

const user = userEvent.setup({ delay: null });

describe('the invoice run pages', () => {
  it('ask an administrator for the agency first', async () => {
    const authDetails = await signInAs('admin');
    renderApp('/en-us/user/invoice-runs', { authDetails });
    expect(
      await screen.findByText('Choose the agency whose invoices you run.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the run' })).not.toBeInTheDocument();
  });

  it('refuse a period that ends before it starts, then run one and show its outcome', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/invoice-runs', { authDetails });
    const firstDay = await screen.findByLabelText(/^First day/);
    const lastDay = screen.getByLabelText(/^Last day/);

    fireEvent.change(firstDay, { target: { value: '2020-01-31' } });
    fireEvent.change(lastDay, { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Start the run' }));
    expect(
      await screen.findByText('The last day must not be before the first day.'),
    ).toBeInTheDocument();

    fireEvent.change(firstDay, { target: { value: '2020-01-01' } });
    fireEvent.change(lastDay, { target: { value: '2020-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Start the run' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Invoice run / }),
    ).toBeInTheDocument();
    // The run is done once it says how many visits it looked at (none in January 2020).
    expect(await screen.findByText('0 visits looked at.')).toBeInTheDocument();
    expect(screen.getByText('Every visit of the period could be billed.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing to invoice for this period: every visit is already invoiced, or none could be billed.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All invoice runs' }));
    const runs = await screen.findByRole('table', { name: 'Past runs' });
    expect((await within(runs).findAllByText('Finished')).length).toBeGreaterThan(0);
  });
});
