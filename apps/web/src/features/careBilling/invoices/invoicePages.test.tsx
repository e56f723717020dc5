import type { CareInvoice } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { asSignedIn, signInAs } from '../../../test/session.ts';
import { isOverdue } from './invoiceStatus.tsx';

// Against the real test server and its demo: two months billed by the demo agency's runs, issued,
// mostly paid, and one payer's corrected invoice left a draft; the family user follows the split
// booking, whose private share of each month is theirs. These tests only look.

const user = userEvent.setup({ delay: null });

describe('the invoice list', () => {
  it('shows the agency its drafts and issued invoices, who each bills, and the export', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-ca/user/invoices', { authDetails });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ results$/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('link', { name: 'Draft' }).length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('link', { name: /^MHC-\d{4}$/ }).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Client (private pay)').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/invoices/export.csv',
    );
    expect(screen.getByLabelText('Totals of this page')).toHaveTextContent(/Total billed: \$/);
  });

  it('shows a family their own issued invoices only, without the agency filters and export', async () => {
    const authDetails = await signInAs('user');
    renderApp('/es-es/user/invoices', { authDetails });
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeInTheDocument();
    // The family's share of each of the two months.
    expect(await screen.findByText('2 resultados')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^MHC-\d{4}$/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Borrador' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Facturado a' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });

  it('narrows to one payer’s invoices', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/invoices?recipient=payer', { authDetails });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const payerSelect = screen.getByRole('combobox', { name: 'Payer' });
    // A payer the demo billed: one whose name the list already shows.
    const billed = within(payerSelect)
      .getAllByRole('option')
      .find(
        (option) =>
          option.textContent !== '' &&
          within(table).queryAllByText(option.textContent ?? '').length > 0,
      );
    if (billed?.textContent == null) {
      throw new Error('no demo payer is on the list');
    }
    const payerName = billed.textContent;
    await user.selectOptions(payerSelect, billed);
    // Every row the list shows once it has narrowed bills that payer.
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Invoices' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => !row.textContent?.includes(payerName))).toStrictEqual([]);
    });
  });

  it('opened for one client, says whose invoices it holds and widens to every client', async () => {
    const authDetails = await signInAs('agency');
    const listed = (await asSignedIn('GET', '/api/invoices?recipient=patient&perPage=50')) as {
      data: CareInvoice[];
    };
    // A patient's, not a shared-living resident's.
    const patient = listed.data.find((invoice) => invoice.patient !== null)?.patient;
    if (patient == null) {
      throw new Error('the demo bills no client privately');
    }
    renderApp(`/en-us/user/invoices?patientId=${patient.id}`, { authDetails });
    expect(
      await screen.findByText(`The invoices for the care of ${patient.name}.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every client' }));
    await waitFor(() =>
      expect(screen.queryByText(/^The invoices for the care of/)).not.toBeInTheDocument(),
    );
  });

  it('says so when no invoice matches', async () => {
    const authDetails = await signInAs('agency');
    // Nothing of the demo is disputed.
    renderApp('/en-us/user/invoices?status=disputed', { authDetails });
    expect(
      await screen.findByText(
        'No invoices match. Invoices appear here once an invoice run drafts them.',
      ),
    ).toBeInTheDocument();
  });
});

describe('an invoice', () => {
  it("shows a draft's lines and totals, and asks before issuing it", async () => {
    const authDetails = await signInAs('agency-agent');
    renderApp('/en-us/user/invoices?status=draft&recipient=payer', { authDetails });
    await user.click(await screen.findByRole('link', { name: 'Draft' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Draft invoice for / }),
    ).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Lines' });
    // Three-hour afternoon visits, checked in and out within minutes of the booked hours.
    expect(within(lines).getAllByText('180 min').length).toBeGreaterThan(0);
    expect(within(lines).getByText('Balance due')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/invoices\/\d+\/pdf\?locale=en-US$/),
    );
    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Issue invoice' })).toBeInTheDocument();
  });

  it('asks for a reason before voiding, and the family neither issues nor voids', async () => {
    const agency = await signInAs('agency');
    const { unmount } = renderApp('/en-us/user/invoices?status=issued&recipient=patient', {
      authDetails: agency,
    });
    const [unpaid] = await screen.findAllByRole('link', { name: /^MHC-\d{4}$/ });
    await user.click(unpaid as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Void invoice' }));
    const dialog = await screen.findByRole('dialog', { name: /^Void invoice / });
    await user.click(within(dialog).getByRole('button', { name: 'Void with a credit note' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Reason/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    unmount();

    const family = await signInAs('user');
    renderApp('/en-us/user/invoices', { authDetails: family });
    const [own] = await screen.findAllByRole('link', { name: /^MHC-\d{4}$/ });
    await user.click(own as HTMLElement);
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void invoice' })).not.toBeInTheDocument();
  });

  it('says an invoice out of reach is not found', async () => {
    const authDetails = await signInAs('user');
    renderApp('/en-us/user/invoices/999999', { authDetails });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice not found' }),
    ).toBeInTheDocument();
  });
});

describe('overdue', () => {
  const invoice: Pick<CareInvoice, 'status' | 'dueOn'> = { status: 'issued', dueOn: '2026-03-01' };
  it('is an owed invoice past its due day, and never a paid or voided one', () => {
    expect(isOverdue(invoice, '2026-03-02')).toBe(true);
    expect(isOverdue(invoice, '2026-03-01')).toBe(false);
    expect(isOverdue({ ...invoice, status: 'paid' }, '2026-04-01')).toBe(false);
    expect(isOverdue({ ...invoice, status: 'voided' }, '2026-04-01')).toBe(false);
  });
});
