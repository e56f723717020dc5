import { addDays, type CardType, type Locale, PaymentFlag, type PaymentMode } from '@hearth/domain';
import { documentFormatters } from '../../../../platform/pdf/formatters.ts';
import { startInvoicePage } from '../../../../platform/pdf/invoicePage.ts';
import { type InvoiceWords, invoiceWords } from './invoiceWords.ts';

/** Everything an invoice or receipt prints, as it was at issue (the payment row's copies). */
export type InvoiceFacts = {
  invoiceNumber: string;
  /** Day of issue in the agencies' time zone. */
  issuedOn: string;
  periodStart: string;
  /** The day the period ends (exclusive, as stored). */
  periodEnd: string;
  productName: string;
  amountCents: number;
  taxes: { name: string; percent: number; cents: number }[];
  totalCents: number;
  currency: string;
  paymentMode: PaymentMode;
  card: { type: CardType | null; last4: string } | null;
  status: PaymentFlag;
  /** Day paid, in the agencies' time zone. */
  paidOn: string | null;
  reference: string | null;
  refundedOn: string | null;
  voidReason: string | null;
  billedTo: { name: string; lines: string[] };
};

function statusLine(facts: InvoiceFacts, words: InvoiceWords, day: (d: string) => string) {
  if (facts.refundedOn !== null) {
    return words.refundedOn(day(facts.refundedOn));
  }
  if (facts.status === PaymentFlag.voidedOrOnHold) {
    return words.voided;
  }
  if (facts.status === PaymentFlag.paid && facts.paidOn !== null) {
    return words.paidOn(day(facts.paidOn));
  }
  return words.unpaid;
}

/** A numbered invoice (unpaid) or receipt (paid) as a PDF, in the reader's language. */
export function renderInvoicePdf(facts: InvoiceFacts, locale: Locale): Promise<Buffer> {
  const words = invoiceWords[locale];
  const format = documentFormatters(locale, facts.currency);
  const isReceipt = facts.status === PaymentFlag.paid || facts.refundedOn !== null;
  const title = isReceipt ? words.receipt : words.invoice;
  const page = startInvoicePage('Hearth', `${title} ${facts.invoiceNumber}`, format);
  const { doc, labelled, amountRow } = page;

  labelled(words.number, facts.invoiceNumber);
  labelled(words.issuedOn, format.day(facts.issuedOn));
  labelled(
    words.period,
    words.periodRange(format.day(facts.periodStart), format.day(addDays(facts.periodEnd, -1))),
  );
  doc.moveDown();
  page.address(words.billedTo, facts.billedTo);
  doc.moveDown();

  amountRow(words.description, facts.amountCents, true);
  amountRow(facts.productName, facts.amountCents);
  page.rule();
  amountRow(words.subtotal, facts.amountCents);
  page.taxRows(facts.taxes);
  amountRow(`${words.total} (${facts.currency})`, facts.totalCents, true);
  doc.moveDown();

  labelled(words.paymentMode, words.modes[facts.paymentMode]);
  if (facts.card !== null) {
    const brand = facts.card.type === null ? words.card : words.cardTypes[facts.card.type];
    labelled(words.card, `${brand} •••• ${facts.card.last4}`);
  }
  if (facts.reference !== null) {
    labelled(words.reference, facts.reference);
  }
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(statusLine(facts, words, format.day));
  if (facts.voidReason !== null) {
    doc.fontSize(11);
    labelled(words.reason, facts.voidReason);
  }
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).text(words.footer);
  return page.finish();
}
