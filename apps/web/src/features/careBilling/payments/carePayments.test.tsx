import type { OpenInvoice } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { asSignedIn, signInAs } from '../../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../test/viewport.ts';

// Against the real test server and its demo data (two billed months of the demo agency, paid in
// part by cheque, card and bank transfer):
// these tests look and refuse; none saves (the browser test records a payment and saves settings).

const user = userEvent.setup({ delay: null });

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

describe('payments received', () => {
  it("lists the demo's payments, and the dialog offers the open invoices of who paid", async () => {
    setViewportWidth(1920);
    const authDetails = await signInAs('agency-agent');
    const agencyId = authDetails.organisation?.ids[0];
    const open = (await asSignedIn(
      'GET',
      `/api/care-payments/open-invoices?agencyId=${agencyId}&recipient=patient`,
    )) as { data: OpenInvoice[] };
    const privateInvoice = open.data.find((invoice) => invoice.patient !== null) as OpenInvoice;
    renderApp('/en-us/user/care-payments', { authDetails });
    expect(await screen.findByText(/Cheque 5517/)).toBeInTheDocument();
    expect(screen.getByText(/EFT 2048813/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/care-payments\.csv\?/),
    );

    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Choose who paid/);

    await user.click(within(dialog).getByRole('combobox', { name: /^Paid by/ }));
    await user.click(await screen.findByRole('option', { name: 'Client (private pay)' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Client/ }));
    await user.click(await screen.findByRole('option', { name: privateInvoice.patient?.name }));
    const amount = await within(dialog).findByRole('textbox', {
      name: new RegExp(`^${privateInvoice.number} · `),
    });
    await user.type(amount, '12.50');
    expect(within(dialog).getByText(/^Payment total: CA\$12\.50$/)).toBeInTheDocument();
  });

  it("offers a shared-living resident's open placement invoices, named as hers", async () => {
    const authDetails = await signInAs('agency');
    const agencyId = authDetails.organisation?.ids[0];
    const open = (await asSignedIn(
      'GET',
      `/api/care-payments/open-invoices?agencyId=${agencyId}&recipient=patient`,
    )) as { data: OpenInvoice[] };
    const placement = open.data.find((invoice) => invoice.resident !== null) as OpenInvoice;
    expect(placement.resident?.name).toBe('Grace Whitfield');
    renderApp('/en-us/user/care-payments', { authDetails });
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Paid by/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Shared-living resident (placement)' }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: /^Resident/ }));
    await user.click(await screen.findByRole('option', { name: 'Grace Whitfield' }));
    expect(
      await within(dialog).findByRole('textbox', {
        name: new RegExp(`^${placement.number} · Grace Whitfield · `),
      }),
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
  it('ages the open balances per payer, with one private-pay row and the totals', async () => {
    setViewportWidth(360);
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/receivables', { authDetails });
    const table = await screen.findByRole('region', { name: 'Receivables' });
    expect(within(table).getByRole('rowheader', { name: 'Private pay' })).toBeInTheDocument();
    // Each row opens the invoices behind it.
    expect(within(table).getByRole('link', { name: 'Private pay' })).toHaveAttribute(
      'href',
      '/en-us/user/invoices?recipient=patient',
    );
    const payerLinks = within(table)
      .getAllByRole('link')
      .filter((link) => link.textContent !== 'Private pay');
    expect(payerLinks.length).toBeGreaterThan(0);
    for (const link of payerLinks) {
      expect(link).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/en-us\/user\/invoices\?recipient=payer&payerId=\d+$/),
      );
    }
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '1–30 days' })).toBeInTheDocument();
    expect(screen.getByLabelText('As of')).toHaveValue();
  });

  it('says nothing was owed on a day before any invoice', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/receivables', { authDetails });
    const asOf = await screen.findByLabelText('As of');
    await user.clear(asOf);
    await user.type(asOf, '2020-01-01');
    expect(await screen.findByText(/^Nothing is owed on this day/)).toBeInTheDocument();
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
