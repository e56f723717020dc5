import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { signInAs } from '../../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../test/viewport.ts';

// Against the real test server and its demo data, which has no issued care invoice yet: these
// tests look and refuse; none saves (the browser test records a payment and saves settings).

const user = userEvent.setup({ delay: null });

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

describe('payments received', () => {
  it('says none are recorded yet, and the dialog says when a payer owes nothing', async () => {
    setViewportWidth(1920);
    const authDetails = await signInAs('agency-agent');
    renderApp('/en-us/user/care-payments', { authDetails });
    expect(
      await screen.findByText(/^No payments recorded yet\. Record one when a check/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Choose who paid/);

    await user.click(within(dialog).getByRole('combobox', { name: /^Payer/ }));
    const options = await screen.findAllByRole('option');
    await user.click(options[0] as HTMLElement);
    expect(
      await within(dialog).findByText(/has no issued invoice left to pay/),
    ).toBeInTheDocument();
  });

  it('is in Spanish for a Spanish reader', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/es-es/user/care-payments', { authDetails });
    expect(await screen.findByRole('heading', { name: 'Pagos recibidos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar un pago' })).toBeInTheDocument();
  });

  it('is not for a caregiver', async () => {
    const authDetails = await signInAs('caregiver');
    renderApp('/en-us/user/care-payments', { authDetails });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Payments received',
    );
  });
});

describe('receivables', () => {
  it('says nothing is owed when every invoice is paid', async () => {
    setViewportWidth(360);
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/receivables', { authDetails });
    expect(await screen.findByText(/^Nothing is owed on this day/)).toBeInTheDocument();
    expect(screen.getByLabelText('As of')).toHaveValue();
  });
});

describe('billing settings', () => {
  it('shows the defaults to the owner with a save button, and to an agent read-only', async () => {
    const owner = await signInAs('agency');
    const { unmount } = renderApp('/en-us/user/billing-settings', { authDetails: owner });
    expect(await screen.findByText(/^These are the defaults/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Invoice number prefix/ })).not.toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
    unmount();

    const agent = await signInAs('agency-agent');
    renderApp('/en-us/user/billing-settings', { authDetails: agent });
    expect(
      await screen.findByText('Only the agency owner can change these settings.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('refuses a prefix the invoice number cannot carry before saving', async () => {
    const owner = await signInAs('agency');
    renderApp('/en-us/user/billing-settings', { authDetails: owner });
    const prefix = await screen.findByRole('textbox', { name: /^Invoice number prefix/ });
    await user.clear(prefix);
    await user.type(prefix, 'MHC/2026');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(prefix).toHaveAttribute('aria-invalid', 'true');
  });
});
