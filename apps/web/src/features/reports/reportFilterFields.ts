import { addDays, careDay, type ReportType, reportFilterSchemas } from '@hearth/domain';
import { z } from 'zod';

/** The filter fields a report's form can show, in the order the form shows them. */
export const REPORT_FILTER_FIELDS = [
  'agencyId',
  'caregiverId',
  'patientId',
  'payerId',
  'careTypeId',
  'region',
  'status',
] as const;
export type ReportFilterField = (typeof REPORT_FILTER_FIELDS)[number];

/** What the address holds for a report: its days and each filter, '' when not set. */
export const REPORT_ADDRESS_FILTERS = ['from', 'to', ...REPORT_FILTER_FIELDS] as const;
export type ReportAddressFilter = (typeof REPORT_ADDRESS_FILTERS)[number];

export type ReportForm = {
  /** The fields this report's schema has, so the form shows only those. */
  fields: readonly ReportFilterField[];
  /** The status words the schema accepts; empty when the report takes any words (or none). */
  statuses: readonly string[];
};

const ID_FIELDS: readonly ReportFilterField[] = [
  'agencyId',
  'caregiverId',
  'patientId',
  'payerId',
  'careTypeId',
];

/** Reads a report's form from its zod schema: one schema for the server and the form. */
export function reportFormOf(type: ReportType): ReportForm {
  const { shape } = reportFilterSchemas[type];
  const fields = REPORT_FILTER_FIELDS.filter((field) => field in shape);
  const status: z.ZodType | undefined = 'status' in shape ? shape.status.unwrap() : undefined;
  return { fields, statuses: status instanceof z.ZodEnum ? status.options.map(String) : [] };
}

/** The default range: the 30 agency days up to `to`, today when none is chosen. */
export function defaultReportRange(to: string = careDay()): { from: string; to: string } {
  return { from: addDays(to, -29), to };
}

/**
 * The filter a report's calls send, from the address's values: the default range where the
 * address leaves an end open, ids as numbers, empty fields left out. The server checks it again.
 */
export function reportFilterOf(
  values: Readonly<Record<ReportAddressFilter, string>>,
  form: ReportForm,
  today?: string,
): Record<string, string | number> {
  const range = defaultReportRange(values.to || today);
  const filter: Record<string, string | number> = { from: values.from || range.from, to: range.to };
  for (const field of form.fields) {
    const value = values[field].trim();
    if (value !== '') {
      filter[field] = ID_FIELDS.includes(field) ? Number(value) : value;
    }
  }
  return filter;
}
