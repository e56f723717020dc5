import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { signInAs } from '../../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../test/viewport.ts';

// Against the real test server and its demo data: the demo caregiver worked five verified
// evenings of the demo agency's last finished pay period.

const user = userEvent.setup({ delay: null });

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

describe('my hours', () => {
  it("shows the caregiver's last pay period on a phone, in Spanish, read-only", async () => {
    setViewportWidth(360);
    const authDetails = await signInAs('caregiver');
    renderApp('/es-es/user/my-hours', { authDetails });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mis horas' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: /./ });
    expect(within(section).getByText('Abierta')).toBeInTheDocument();
    expect(within(section).getByText('No registrado')).toBeInTheDocument();
    expect(within(section).getAllByText('Verificada').length).toBeGreaterThan(0);
    // Real hours: the period's total is not nothing.
    expect(within(section).queryByText('0,00')).toBeNull();
    expect(screen.queryByRole('button', { name: /Aprobar|Revisar/ })).toBeNull();
    // The period under way is the last one can step to.
    await user.click(screen.getByRole('button', { name: 'Periodo de pago siguiente' }));
    expect(await screen.findByRole('button', { name: 'Periodo de pago siguiente' })).toBeDisabled();
  });

  it('says so when nothing was worked in a period', async () => {
    const authDetails = await signInAs('caregiver');
    renderApp('/en-us/user/my-hours?period=2020-01-06', { authDetails });
    expect(await screen.findByText('No verified visits in this pay period.')).toBeInTheDocument();
    expect(screen.getByText('Pay period Jan 6, 2020 – Jan 19, 2020')).toBeInTheDocument();
  });

  it('is for caregivers only', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/my-hours', { authDetails });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});
