import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { signInAs } from '../../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../test/viewport.ts';
import { chosenPayPeriod } from './payPeriod.ts';

// Against the real test server and its demo data: the demo agency's last finished pay period
// holds one caregiver's timesheet ready to approve and one with a visit never checked out. These
// tests look and refuse; none approves.

const user = userEvent.setup({ delay: null });

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

describe('the pay period shown', () => {
  it('is the one the address names, else the last finished one', () => {
    expect(chosenPayPeriod('2026-11-30', '2026-12-03')).toEqual({
      start: '2026-11-30',
      end: '2026-12-14',
    });
    expect(chosenPayPeriod('', '2026-12-03')).toEqual({ start: '2026-11-16', end: '2026-11-30' });
    expect(chosenPayPeriod('2026-12-01', '2026-12-03').start).toBe('2026-11-16');
    expect(chosenPayPeriod('soon', '2026-12-03').start).toBe('2026-11-16');
  });
});

describe('the timesheets page', () => {
  it("lists the last pay period's caregivers, with approval only where no visit is in doubt", async () => {
    setViewportWidth(1920);
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/timesheets', { authDetails });

    const table = await screen.findByRole('table', { name: 'Timesheets' });
    expect(within(table).getAllByText('Draft')).toHaveLength(2);
    expect(within(table).getByText('1 visit to resolve before approval')).toBeInTheDocument();
    expect(
      within(table).getAllByRole('button', { name: /^Approve the timesheet of / }),
    ).toHaveLength(1);
    // Nothing approved yet: no payroll file to download.
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('steps through the periods and says when nobody worked in one', async () => {
    setViewportWidth(360);
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/timesheets?period=2020-01-06', { authDetails });
    expect(
      await screen.findByText(/^No caregiver has verified visits in this pay period\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Pay period Jan 6, 2020 – Jan 19, 2020')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next pay period' }));
    expect(await screen.findByText('Pay period Jan 20, 2020 – Feb 2, 2020')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("opens a caregiver's timesheet with its visits and no approval yet, in Spanish too", async () => {
    setViewportWidth(1920);
    const authDetails = await signInAs('agency');
    renderApp('/es-es/user/timesheets', { authDetails });
    const table = await screen.findByRole('table', { name: 'Hojas de horas' });
    const [first] = within(table).getAllByRole('link');
    await user.click(first as HTMLElement);
    expect(await screen.findByRole('table', { name: 'Visitas' })).toBeInTheDocument();
    expect(screen.getByText('Todavía sin aprobar.')).toBeInTheDocument();
    expect(screen.getByText('No registrado')).toBeInTheDocument();
  });

  it('is not for caregivers', async () => {
    const authDetails = await signInAs('caregiver');
    renderApp('/en-us/user/timesheets', { authDetails });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});
