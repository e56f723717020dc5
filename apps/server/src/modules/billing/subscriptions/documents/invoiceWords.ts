import type { CardType, Country, Locale, PaymentMode } from '@hearth/domain';

/** The words of an invoice or receipt, in each language the app speaks. */
export type InvoiceWords = {
  invoice: string;
  receipt: string;
  number: string;
  issuedOn: string;
  period: string;
  billedTo: string;
  description: string;
  amount: string;
  subtotal: string;
  total: string;
  paymentMode: string;
  card: string;
  reference: string;
  /** "Paid on {day}". */
  paidOn: (day: string) => string;
  unpaid: string;
  voided: string;
  refundedOn: (day: string) => string;
  reason: string;
  /** "{start} to {end}": the period's first and last day. */
  periodRange: (start: string, end: string) => string;
  countries: Record<Country, string>;
  modes: Record<PaymentMode, string>;
  cardTypes: Record<CardType, string>;
  footer: string;
};

const englishCardTypes: Record<CardType, string> = {
  visa: 'Visa',
  visaDebit: 'Visa Debit',
  mastercard: 'Mastercard',
  debitMastercard: 'Debit Mastercard',
  americanExpress: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
};

const english: InvoiceWords = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  number: 'Number',
  issuedOn: 'Issued on',
  period: 'Period',
  billedTo: 'Billed to',
  description: 'Description',
  amount: 'Amount',
  subtotal: 'Subtotal',
  total: 'Total',
  paymentMode: 'Payment',
  card: 'Card',
  reference: 'Reference',
  paidOn: (day) => `Paid on ${day}`,
  unpaid: 'Unpaid: due on receipt',
  voided: 'Voided',
  refundedOn: (day) => `Refunded on ${day}`,
  reason: 'Reason',
  periodRange: (start, end) => `${start} to ${end}`,
  countries: { CA: 'Canada', US: 'United States', ES: 'Spain' },
  modes: { 0: 'Credit card', 1: 'Pre-authorized debit', 2: 'Invoice' },
  cardTypes: englishCardTypes,
  footer: 'Thank you for your membership.',
};

const spanish: InvoiceWords = {
  invoice: 'Factura',
  receipt: 'Recibo',
  number: 'Número',
  issuedOn: 'Fecha de emisión',
  period: 'Periodo',
  billedTo: 'Facturado a',
  description: 'Concepto',
  amount: 'Importe',
  subtotal: 'Base imponible',
  total: 'Total',
  paymentMode: 'Forma de pago',
  card: 'Tarjeta',
  reference: 'Referencia',
  paidOn: (day) => `Pagado el ${day}`,
  unpaid: 'Pendiente de pago: vence a la recepción',
  voided: 'Anulado',
  refundedOn: (day) => `Reembolsado el ${day}`,
  reason: 'Motivo',
  periodRange: (start, end) => `Del ${start} al ${end}`,
  countries: { CA: 'Canadá', US: 'Estados Unidos', ES: 'España' },
  modes: { 0: 'Tarjeta de crédito', 1: 'Domiciliación bancaria', 2: 'Factura' },
  cardTypes: {
    ...englishCardTypes,
    visaDebit: 'Visa Débito',
    debitMastercard: 'Mastercard Débito',
  },
  footer: 'Gracias por su suscripción.',
};

export const invoiceWords: Record<Locale, InvoiceWords> = {
  'en-US': english,
  'en-CA': english,
  'es-ES': spanish,
};
