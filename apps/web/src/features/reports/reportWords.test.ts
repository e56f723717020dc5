import {
  ASSESSMENT_REPORT_STATUSES,
  BILLING_REPORT_STATUSES,
  CARE_INVOICE_RECIPIENTS,
  CAREGIVER_REPORT_STATUSES,
  careRequestKindSchema,
  DOCUMENTATION_REPORT_ISSUES,
  HOST_LEAD_STATUSES,
  LeadLocation,
  leadKindSchema,
  MARKETPLACE_REPORT_STATUSES,
  MarketplaceProduct,
  MEDICATION_REPORT_OUTCOMES,
  PATIENT_REPORT_STATUSES,
  RECEIVABLE_BUCKETS,
  REFERRAL_REPORT_STATUSES,
  REPORT_COLUMNS,
  REPORT_TYPES,
  type ReportType,
  VISIT_REPORT_STATUSES,
} from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { resources } from '../../test/translations.ts';
import { CHART_KINDS } from './chartKinds.ts';

const LOCALES = ['en-US', 'en-CA', 'es-ES'] as const;

/**
 * Every value a report's `code` cells and status filter can carry, as its server code writes
 * them. Currencies are left out: ISO codes (`CAD`, `USD`) read the same in every language, and a
 * code without words shows itself.
 */
const CODES: Record<ReportType, readonly string[]> = {
  visits: VISIT_REPORT_STATUSES,
  assessments: ASSESSMENT_REPORT_STATUSES,
  caregivers: CAREGIVER_REPORT_STATUSES,
  patients: PATIENT_REPORT_STATUSES,
  medications: MEDICATION_REPORT_OUTCOMES,
  documentation: DOCUMENTATION_REPORT_ISSUES,
  referrals: REFERRAL_REPORT_STATUSES,
  marketplace: [
    ...MARKETPLACE_REPORT_STATUSES,
    ...careRequestKindSchema.options,
    ...MarketplaceProduct.codes,
  ],
  // A lead's `declinedFrom` is one of its statuses.
  hostLeads: [...HOST_LEAD_STATUSES, ...leadKindSchema.options, ...LeadLocation.codes],
  billing: [...BILLING_REPORT_STATUSES, ...CARE_INVOICE_RECIPIENTS, ...RECEIVABLE_BUCKETS],
};

/** The series keys each report's graph answers (see each report's server module). */
const SERIES: Record<ReportType, readonly string[]> = {
  visits: [...VISIT_REPORT_STATUSES, 'late'],
  assessments: ASSESSMENT_REPORT_STATUSES,
  caregivers: ['minutesWorked', 'hires'],
  patients: ['newPatients'],
  medications: MEDICATION_REPORT_OUTCOMES,
  documentation: DOCUMENTATION_REPORT_ISSUES,
  referrals: [
    'referrals',
    'hospitalStay',
    'stay',
    'createdToVisit',
    'approved',
    'accepted',
    'moveIn',
  ],
  marketplace: [...careRequestKindSchema.options, 'answeredWithinDay'],
  hostLeads: HOST_LEAD_STATUSES,
  billing: ['issuedCents', 'paidCents'],
};

function wordOf(locale: string, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, name) =>
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[name]
        : undefined,
    resources[locale]?.reports,
  );
}

/** Every `reports:` key of the list that has no words in one of the locales. */
function missing(section: string, keysOf: (type: ReportType) => readonly string[]): string[] {
  return LOCALES.flatMap((locale) =>
    REPORT_TYPES.flatMap((type) =>
      keysOf(type)
        .filter((key) => {
          const word = wordOf(locale, [section, type, key]);
          return typeof word !== 'string' || word.trim() === '';
        })
        .map((key) => `${locale} ${section}.${type}.${key}`),
    ),
  );
}

describe('the reports words', () => {
  it('name every column of every report', () => {
    expect(missing('columns', (type) => REPORT_COLUMNS[type].map(({ key }) => key))).toEqual([]);
  });

  it('name every status, outcome and code a report row or filter carries', () => {
    expect(missing('codes', (type) => CODES[type])).toEqual([]);
  });

  it('name every series a report charts', () => {
    expect(missing('series', (type) => SERIES[type])).toEqual([]);
  });

  it('draw every report with a chart kind', () => {
    expect(REPORT_TYPES.filter((type) => CHART_KINDS[type] === undefined)).toEqual([]);
  });
});
