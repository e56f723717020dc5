import { careDay } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { signInAs } from '../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../test/viewport.ts';
import { dayAfter } from './programClock.ts';

// Against the real test server and its demo data: the demo provider's Sunrise Adult Day Program
// took attendance on its last five program days (Monday to Friday), one participant absent a day.

const user = userEvent.setup({ delay: null });

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

/** The last weekday before today: a program day the demo recorded. */
function lastProgramDay(): string {
  let day = dayAfter(careDay(), -1);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) {
    day = dayAfter(day, -1);
  }
  return day;
}

describe('the day sheet', () => {
  it('shows a recorded day on a phone, in Spanish, and checks a change before it is sent', async () => {
    setViewportWidth(360);
    const authDetails = await signInAs('provider');
    renderApp(`/es-es/user/attendance?date=${lastProgramDay()}`, { authDetails });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asistencia' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Participantes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(screen.getByRole('status')).toHaveTextContent(/asistentes de \d+ plazas/);
    expect(screen.getByRole('status')).toHaveTextContent('Ausentes: 1 · Sin registrar: 0');

    const absentRow = rows.find(
      (row) =>
        within(row).getByRole('button', { name: 'Ausente' }).getAttribute('aria-pressed') ===
        'true',
    );
    if (absentRow === undefined) {
      throw new Error('the demo day has no absent participant');
    }
    expect(within(absentRow).getByText(/^Registrado por /)).toBeInTheDocument();
    // Left early on a past day needs the times it happened: nothing is sent without them.
    await user.click(within(absentRow).getByRole('button', { name: 'Se fue antes' }));
    expect(await within(absentRow).findByText('Indique la hora de llegada.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ausentes: 1');

    // The week around the day, Monday to Sunday, a line a day under its header.
    const week = screen.getByRole('region', { name: 'Esta semana' });
    expect(await within(week).findAllByRole('row')).toHaveLength(8);
  });

  it('is for providers only', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/attendance', { authDetails });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});
