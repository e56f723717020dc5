import type {
  AssessmentRateUnit,
  CareInvoiceLineKind,
  CareInvoiceQuantityUnit,
  Country,
  Locale,
} from '@hearth/domain';

/** The words of a care invoice and its credit note, in each language the app speaks. */
export type CareInvoiceWords = {
  invoice: string;
  draft: string;
  creditNote: string;
  number: string;
  issuedOn: string;
  dueOn: string;
  period: string;
  /** "{start} to {end}": the period's first and last day. */
  periodRange: (start: string, end: string) => string;
  taxRegistration: string;
  billedTo: string;
  careOf: (patient: string) => string;
  columns: { date: string; service: string; quantity: string; rate: string; share: string };
  lineKinds: Record<CareInvoiceLineKind, string>;
  quantity: (value: number, unit: CareInvoiceQuantityUnit) => string;
  perUnit: Record<AssessmentRateUnit, string>;
  subtotal: string;
  total: string;
  paid: string;
  balance: string;
  /** "Cancels invoice {number} of {day}". */
  cancels: (number: string, day: string) => string;
  voidedOn: string;
  reason: string;
  countries: Record<Country, string>;
};

const english: CareInvoiceWords = {
  invoice: 'Invoice',
  draft: 'Draft invoice',
  creditNote: 'Credit note',
  number: 'Number',
  issuedOn: 'Issued on',
  dueOn: 'Due on',
  period: 'Period',
  periodRange: (start, end) => `${start} to ${end}`,
  taxRegistration: 'Tax registration',
  billedTo: 'Billed to',
  careOf: (patient) => `Care of ${patient}`,
  columns: { date: 'Date', service: 'Service', quantity: 'Quantity', rate: 'Rate', share: 'Share' },
  lineKinds: {
    visit: 'Visit',
    day: 'Day of care',
    advance: 'Planned visits, billed in advance',
    trueUp: 'True-up of the advance',
    placement: 'Shared living placement',
  },
  quantity: (value, unit) =>
    ({
      minutes: `${value} min`,
      visits: value === 1 ? '1 visit' : `${value} visits`,
      days: value === 1 ? '1 day' : `${value} days`,
      periods: value === 1 ? '1 period' : `${value} periods`,
    })[unit],
  perUnit: { hour: 'per hour', visit: 'per visit', day: 'per day' },
  subtotal: 'Subtotal',
  total: 'Total',
  paid: 'Paid',
  balance: 'Balance due',
  cancels: (number, day) => `Cancels invoice ${number} of ${day}`,
  voidedOn: 'Voided on',
  reason: 'Reason',
  countries: { CA: 'Canada', US: 'United States', ES: 'Spain' },
};

const spanish: CareInvoiceWords = {
  invoice: 'Factura',
  draft: 'Borrador de factura',
  creditNote: 'Factura rectificativa',
  number: 'Número',
  issuedOn: 'Fecha de emisión',
  dueOn: 'Vencimiento',
  period: 'Periodo',
  periodRange: (start, end) => `Del ${start} al ${end}`,
  taxRegistration: 'Número de identificación fiscal',
  billedTo: 'Facturado a',
  careOf: (patient) => `Atención a ${patient}`,
  columns: {
    date: 'Fecha',
    service: 'Servicio',
    quantity: 'Cantidad',
    rate: 'Tarifa',
    share: 'Parte',
  },
  lineKinds: {
    visit: 'Visita',
    day: 'Día de atención',
    advance: 'Visitas previstas, facturadas por adelantado',
    trueUp: 'Regularización del adelanto',
    placement: 'Plaza en vivienda compartida',
  },
  quantity: (value, unit) =>
    ({
      minutes: `${value} min`,
      visits: value === 1 ? '1 visita' : `${value} visitas`,
      days: value === 1 ? '1 día' : `${value} días`,
      periods: value === 1 ? '1 periodo' : `${value} periodos`,
    })[unit],
  perUnit: { hour: 'por hora', visit: 'por visita', day: 'por día' },
  subtotal: 'Base imponible',
  total: 'Total',
  paid: 'Pagado',
  balance: 'Importe pendiente',
  cancels: (number, day) => `Anula la factura ${number} del ${day}`,
  voidedOn: 'Anulada el',
  reason: 'Motivo',
  countries: { CA: 'Canadá', US: 'Estados Unidos', ES: 'España' },
};

export const careInvoiceWords: Record<Locale, CareInvoiceWords> = {
  'en-US': english,
  'en-CA': english,
  'es-ES': spanish,
};
