import { careDay } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { signInAs } from '../../../test/session.ts';

// Against the real test server and its demo: the demo's run of last month
// billed the demo hub's resident's placement beside the visits, and issued it; the family's
// visit never checked out is the run's exception.

const user = userEvent.setup({ delay: null });

/** The first day of last month, as the runs list writes it in American English. */
function lastMonthsFirstDay(): string {
  const [year = 0, month = 0] = careDay().split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(first);
}

/** Opens the demo's run of last month (other tests' runs cover other periods). */
async function openLastMonthsRun(): Promise<void> {
  const authDetails = await signInAs('agency');
  renderApp('/en-us/user/invoice-runs', { authDetails });
  const runs = await screen.findByRole('table', { name: 'Past runs' });
  const [run] = within(runs)
    .getAllByRole('link')
    .filter((link) => link.textContent?.startsWith(lastMonthsFirstDay()));
  if (run === undefined) {
    throw new Error('the demo has no run of last month');
  }
  await user.click(run);
}

describe("the demo's run of last month", () => {
  it('lists the resident as the client of an invoice, which opens on her invoice', async () => {
    await openLastMonthsRun();
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

  it('shows the visit it could not bill at its time in the agency’s zone, not the computer’s', async () => {
    await openLastMonthsRun();
    await screen.findAllByRole('button', { name: 'Correct the visit' });
    // The family's visit planned at 08:00 in Toronto, whatever zone this test runs in.
    const planned = screen
      .getAllByText(/\d{4}, \d{1,2}:\d{2}\s(AM|PM)$/)
      .map((element) => element.textContent?.split(', ').at(-1)?.replace(/\s/g, ' '));
    expect(planned).toContain('8:00 AM');
  });
});
