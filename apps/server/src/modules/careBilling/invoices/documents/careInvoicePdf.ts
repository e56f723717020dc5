import { addDays, type CareInvoiceDetail, type Locale, personCaredFor } from '@hearth/domain';
import { documentFormatters, winAnsi } from '../../../../platform/pdf/formatters.ts';
import { type AddressBlock, startInvoicePage } from '../../../../platform/pdf/invoicePage.ts';
import { careInvoiceWords } from './careInvoiceWords.ts';

/** What a care invoice prints beside the invoice itself: who bills, and to whom. */
export type CareInvoiceParties = {
  agency: AddressBlock;
  taxRegistrationNumber: string | null;
  recipient: AddressBlock;
};

const SHARE_FORMAT = { style: 'percent', maximumFractionDigits: 2 } as const;

/**
 * A care invoice as a PDF in the reader's language: an invoice once issued, a draft before, and
 * a voided one as its credit note, which reverses the invoice's amounts.
 */
export function renderCareInvoicePdf(
  invoice: CareInvoiceDetail,
  parties: CareInvoiceParties,
  locale: Locale,
): Promise<Buffer> {
  const words = careInvoiceWords[locale];
  const format = documentFormatters(locale, invoice.currency);
  const share = new Intl.NumberFormat(locale, SHARE_FORMAT);
  const isCreditNote = invoice.creditNoteNumber !== null;
  const title = isCreditNote
    ? `${words.creditNote} ${invoice.creditNoteNumber}`
    : invoice.number === null
      ? words.draft
      : `${words.invoice} ${invoice.number}`;
  const page = startInvoicePage(parties.agency.name, title, format);
  const { doc, labelled, amountRow } = page;
  const sign = isCreditNote ? -1 : 1;

  for (const line of parties.agency.lines) {
    doc.font('Helvetica').text(winAnsi(line));
  }
  if (parties.taxRegistrationNumber !== null) {
    labelled(words.taxRegistration, parties.taxRegistrationNumber);
  }
  doc.moveDown();
  if (isCreditNote && invoice.number !== null && invoice.issuedOn !== null) {
    labelled(words.number, invoice.creditNoteNumber ?? '');
    doc.text(winAnsi(words.cancels(invoice.number, format.day(invoice.issuedOn))));
    labelled(words.voidedOn, format.day(invoice.voidedOn ?? invoice.issuedOn));
    labelled(words.reason, invoice.voidReason ?? '');
  } else if (invoice.number !== null) {
    labelled(words.number, invoice.number);
  }
  if (invoice.issuedOn !== null && invoice.dueOn !== null && !isCreditNote) {
    labelled(words.issuedOn, format.day(invoice.issuedOn));
    labelled(words.dueOn, format.day(invoice.dueOn));
  }
  labelled(
    words.period,
    words.periodRange(format.day(invoice.periodStart), format.day(addDays(invoice.periodEnd, -1))),
  );
  doc.moveDown();
  page.address(words.billedTo, parties.recipient);
  if (invoice.recipient === 'payer') {
    doc.text(winAnsi(words.careOf(personCaredFor(invoice))));
  }
  doc.moveDown();

  const { date, service, quantity } = words.columns;
  doc.font('Helvetica-Bold').text(`${date} · ${service} · ${quantity}`);
  doc.moveDown(0.3);
  for (const line of invoice.lines) {
    const rate =
      line.rateUnit === null
        ? format.money(line.rateCents)
        : `${format.money(line.rateCents)} ${words.perUnit[line.rateUnit]}`;
    const parts = [
      format.day(line.serviceDate),
      words.lineKinds[line.kind],
      words.quantity(line.quantity, line.quantityUnit),
      `${words.columns.rate}: ${rate}`,
    ];
    if (line.shareBasisPoints !== null) {
      parts.push(`${words.columns.share}: ${share.format(line.shareBasisPoints / 10_000)}`);
    }
    amountRow(parts.join(' · '), sign * line.amountCents);
  }
  page.rule();
  amountRow(words.subtotal, sign * invoice.subtotalCents);
  page.taxRows(invoice.taxes.map((tax) => ({ ...tax, cents: sign * tax.cents })));
  amountRow(`${words.total} (${invoice.currency})`, sign * invoice.totalCents, true);
  if (!isCreditNote) {
    amountRow(words.paid, invoice.paidCents);
    amountRow(words.balance, invoice.balanceCents, true);
  }
  return page.finish();
}
