import { addDays, type CardType, type Locale, PaymentFlag, type PaymentMode } from '@hearth/domain';
import PDFDocument from 'pdfkit';
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

const MARGIN = 56;
const AMOUNT_WIDTH = 140;

// The standard PDF fonts speak WinAnsi, which has the no-break space but not the narrow one some
// locales put in dates and amounts.
const winAnsi = (text: string): string => text.replace(/\u202f/g, '\u00a0');

function formatters(locale: Locale, currency: string) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    money: (cents: number) => winAnsi(money.format(cents / 100)),
    percent: (value: number) => winAnsi(percent.format(value / 100)),
    day: (day: string) => winAnsi(date.format(new Date(`${day}T00:00:00Z`))),
  };
}

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
  const format = formatters(locale, facts.currency);
  const isReceipt = facts.status === PaymentFlag.paid || facts.refundedOn !== null;
  const title = isReceipt ? words.receipt : words.invoice;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${title} ${facts.invoiceNumber}`, Author: 'Hearth' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const labelled = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(winAnsi(value));
  };
  const amountRow = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(winAnsi(label), MARGIN, y, { width: width - AMOUNT_WIDTH });
    doc.text(format.money(cents), MARGIN + width - AMOUNT_WIDTH, y, {
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    doc.moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(22).text('Hearth');
  doc.fontSize(16).text(`${title} ${facts.invoiceNumber}`);
  doc.moveDown();
  doc.fontSize(11);
  labelled(words.number, facts.invoiceNumber);
  labelled(words.issuedOn, format.day(facts.issuedOn));
  labelled(
    words.period,
    words.periodRange(format.day(facts.periodStart), format.day(addDays(facts.periodEnd, -1))),
  );
  doc.moveDown();
  doc.font('Helvetica-Bold').text(words.billedTo);
  doc.font('Helvetica').text(winAnsi(facts.billedTo.name));
  for (const line of facts.billedTo.lines) {
    doc.text(winAnsi(line));
  }
  doc.moveDown();

  amountRow(words.description, facts.amountCents, true);
  amountRow(facts.productName, facts.amountCents);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .stroke();
  doc.moveDown(0.3);
  amountRow(words.subtotal, facts.amountCents);
  for (const tax of facts.taxes) {
    amountRow(`${tax.name} (${format.percent(tax.percent)})`, tax.cents);
  }
  amountRow(`${words.total} (${facts.currency})`, facts.totalCents, true);
  doc.x = MARGIN;
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
  doc.end();
  return done;
}
