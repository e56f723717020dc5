import { z } from 'zod';
import { AssessmentStatus } from '../enums/care.ts';
import { ReferralStatus } from '../enums/sharedLiving.ts';
import { HOST_LEAD_STATUSES } from '../rules/sharedLiving.ts';
import { CARE_INVOICE_STATUSES } from './careInvoices.ts';
import { positiveId } from './fields.ts';
import { MAX_PER_PAGE } from './pagination.ts';

/** The reports of spec §3, each the `{type}` of `POST /api/reports/{type}`. */
export const REPORT_TYPES = [
  'visits',
  'assessments',
  'caregivers',
  'patients',
  'medications',
  'documentation',
  'referrals',
  'marketplace',
  'hostLeads',
  'billing',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const reportTypeSchema = z.enum(REPORT_TYPES);

/** The longest range one report reads: a year and a day, so a leap year fits. */
export const REPORT_MAX_SPAN_DAYS = 366;
const DAY_MS = 86_400_000;

/** The earliest day a report reads: the ISO format also spells year 0, which no calendar has. */
export const REPORT_EARLIEST_DAY = '1900-01-01';

/** The reports' own rules, as keys of the web's `reports` words (the span's are the page's own). */
export const ReportValidation = {
  earliestDay: 'reports:validation.earliestDay',
  span: 'reports:errors.range',
  sortColumn: 'reports:validation.sortColumn',
} as const;

/** An agency day (`2026-03-01`), read in the agency's time zone by the server. */
const agencyDay = z.iso
  .date()
  .refine((day) => day >= REPORT_EARLIEST_DAY, { message: ReportValidation.earliestDay });

/** The range every report reads, in agency days, both ends included. */
const dateRangeSchema = z.object({ from: agencyDay, to: agencyDay });

function spanFits({ from, to }: { from: string; to: string }): boolean {
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  return span >= 0 && span < REPORT_MAX_SPAN_DAYS;
}

const optionalIdFilter = positiveId.optional();

/** The filters the reports share; each report's schema picks those that apply to it. */
const filterFields = {
  agencyId: optionalIdFilter,
  caregiverId: optionalIdFilter,
  patientId: optionalIdFilter,
  payerId: optionalIdFilter,
  careTypeId: optionalIdFilter,
  region: z.string().trim().min(1).max(100).optional(),
};

type FilterFieldName = keyof typeof filterFields;

/** The shared filter fields a report applies, with its own status words. */
function filterOf<const Names extends FilterFieldName, S extends z.ZodType>(
  names: readonly Names[],
  status: S,
) {
  const picked = Object.fromEntries(names.map((name) => [name, filterFields[name]])) as Pick<
    typeof filterFields,
    Names
  >;
  return dateRangeSchema.extend({ ...picked, status: status.optional() });
}

function withinSpan<S extends z.ZodType<{ from: string; to: string }>>(schema: S) {
  return schema.refine(spanFits, {
    path: ['to'],
    message: ReportValidation.span,
  });
}

export const VISIT_REPORT_STATUSES = ['scheduled', 'completed', 'missed'] as const;
export type VisitReportStatus = (typeof VISIT_REPORT_STATUSES)[number];

/** The assessment statuses by name, in the order a booking moves through them. */
export const ASSESSMENT_REPORT_STATUSES = [
  'requested',
  'pending',
  'scheduled',
  'approved',
  'active',
  'completed',
  'cancelled',
] as const satisfies readonly (keyof typeof AssessmentStatus.values)[];
export type AssessmentReportStatus = (typeof ASSESSMENT_REPORT_STATUSES)[number];
/** A referral's status by its name (`open`, `hold`, `closed`), as the report's rows show it. */
export const REFERRAL_REPORT_STATUSES = Object.keys(ReferralStatus.values) as [
  keyof typeof ReferralStatus.values,
  ...(keyof typeof ReferralStatus.values)[],
];
export type ReferralReportStatus = (typeof REFERRAL_REPORT_STATUSES)[number];

/** A care request stands where its assessment stands (`requested` until the agency answers). */
export const MARKETPLACE_REPORT_STATUSES = Object.keys(AssessmentStatus.values) as [
  keyof typeof AssessmentStatus.values,
  ...(keyof typeof AssessmentStatus.values)[],
];
export type MarketplaceReportStatus = (typeof MARKETPLACE_REPORT_STATUSES)[number];

/** The statuses of an issued invoice: a draft is nobody's revenue yet. */
export const BILLING_REPORT_STATUSES = CARE_INVOICE_STATUSES.filter(
  (status) => status !== 'draft',
) as [
  Exclude<(typeof CARE_INVOICE_STATUSES)[number], 'draft'>,
  ...Exclude<(typeof CARE_INVOICE_STATUSES)[number], 'draft'>[],
];
export type BillingReportStatus = (typeof BILLING_REPORT_STATUSES)[number];
/** A caregiver's hiring status as the caregivers report counts it: the profile's own. */
export const CAREGIVER_REPORT_STATUSES = ['pending', 'hired', 'notHired', 'offBoarded'] as const;

/** A patient's status as the patients report counts it: the record's own. */
export const PATIENT_REPORT_STATUSES = ['active', 'onHold', 'discharged'] as const;

/**
 * What became of a scheduled dose, as the MAR compliance report counts it: the entry in force
 * (the last correction) decides, and a dose nobody recorded is `missed` once it is late, `due`
 * until then.
 */
export const MEDICATION_REPORT_OUTCOMES = [
  'given',
  'refused',
  'held',
  'missed',
  'notGiven',
  'leaveOfAbsence',
  'due',
] as const;
export type MedicationReportOutcome = (typeof MEDICATION_REPORT_OUTCOMES)[number];

/** What a documentation report row is about: a visit with no signed note, or a held note. */
export const DOCUMENTATION_REPORT_ISSUES = ['unsignedVisit', 'noteOnHold'] as const;

/** One filter schema per report, shared by the server and the report's form. */
export const reportFilterSchemas = {
  visits: withinSpan(
    filterOf(
      ['agencyId', 'caregiverId', 'patientId', 'payerId', 'careTypeId', 'region'],
      z.enum(VISIT_REPORT_STATUSES),
    ),
  ),
  assessments: withinSpan(
    filterOf(
      ['agencyId', 'patientId', 'payerId', 'careTypeId', 'region'],
      z.enum(ASSESSMENT_REPORT_STATUSES),
    ),
  ),
  caregivers: withinSpan(
    filterOf(['agencyId', 'caregiverId', 'region'], z.enum(CAREGIVER_REPORT_STATUSES)),
  ),
  patients: withinSpan(
    filterOf(
      ['agencyId', 'patientId', 'payerId', 'careTypeId', 'region'],
      z.enum(PATIENT_REPORT_STATUSES),
    ),
  ),
  medications: withinSpan(
    filterOf(['agencyId', 'caregiverId', 'patientId'], z.enum(MEDICATION_REPORT_OUTCOMES)),
  ),
  documentation: withinSpan(
    filterOf(['agencyId', 'caregiverId', 'patientId'], z.enum(DOCUMENTATION_REPORT_ISSUES)),
  ),
  referrals: withinSpan(filterOf(['agencyId', 'region'], z.enum(REFERRAL_REPORT_STATUSES))),
  marketplace: withinSpan(
    filterOf(['agencyId', 'careTypeId', 'region'], z.enum(MARKETPLACE_REPORT_STATUSES)),
  ),
  // A lead's city is the would-be host's own words, so no region can place it.
  hostLeads: withinSpan(filterOf([], z.enum(HOST_LEAD_STATUSES))),
  billing: withinSpan(
    filterOf(['agencyId', 'patientId', 'payerId'], z.enum(BILLING_REPORT_STATUSES)),
  ),
} satisfies Record<ReportType, z.ZodType>;
export type ReportFilter<T extends ReportType> = z.infer<(typeof reportFilterSchemas)[T]>;

/** The columns each report sorts by; `-column` sorts descending. */
export const REPORT_SORTABLE_COLUMNS = {
  visits: ['day', 'patient', 'caregiver', 'plannedStart', 'status', 'openExceptions'],
  assessments: ['requestedAt', 'patient', 'status', 'daysToActive'],
  referrals: ['createdOn', 'hub', 'status', 'hospitalStayDays', 'stayDays', 'moveInDays'],
  marketplace: ['receivedAt', 'kind', 'source', 'listing', 'status', 'answeredAt'],
  hostLeads: ['createdOn', 'kind', 'location', 'status', 'lastMovedOn'],
  billing: ['number', 'billedTo', 'issuedOn', 'dueOn', 'totalCents', 'outstandingCents'],
  caregivers: ['name', 'status', 'expiringDocuments', 'minutesWorked'],
  patients: ['name', 'status', 'payer', 'diagnosis', 'visits'],
  medications: ['day', 'scheduledFor', 'patient', 'medication', 'outcome'],
  documentation: ['day', 'issue', 'patient', 'caregiver'],
} as const satisfies Record<ReportType, readonly [string, ...string[]]>;

function sortSchema(columns: readonly string[]) {
  return z
    .string()
    .refine((sort) => columns.includes(sort.replace(/^-/, '')), {
      message: ReportValidation.sortColumn,
    })
    .optional();
}

/** The body of `POST /api/reports/{type}`: the report's filter and the page of rows wanted. */
export function reportRowsBodySchema<T extends ReportType>(type: T) {
  return z.object({
    filter: reportFilterSchemas[type],
    page: z.number().int().min(1).max(1_000_000).default(1),
    perPage: z.number().int().min(1).max(MAX_PER_PAGE).default(20),
    sort: sortSchema(REPORT_SORTABLE_COLUMNS[type]),
  });
}

export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

/** The body of `POST /api/reports/{type}/graph`: the filter and the width of a time bucket. */
export function reportGraphBodySchema<T extends ReportType>(type: T) {
  return z.object({ filter: reportFilterSchemas[type], bucket: z.enum(REPORT_BUCKETS) });
}

/** What the route table sends: any report's body, checked against its own schema by the server. */
export const anyReportRowsBodySchema = z.object({
  filter: z.record(z.string(), z.unknown()),
  page: z.number().optional(),
  perPage: z.number().optional(),
  sort: z.string().optional(),
});
export const anyReportGraphBodySchema = z.object({
  filter: z.record(z.string(), z.unknown()),
  bucket: z.enum(REPORT_BUCKETS),
});

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/**
 * The body of `POST /api/reports/{type}/export`: every row of the filter in the sort asked, as a
 * CSV or XLSX file; more rows than the export limit are refused (422), never cut short.
 */
export function reportExportBodySchema<T extends ReportType>(type: T) {
  return z.object({
    filter: reportFilterSchemas[type],
    sort: sortSchema(REPORT_SORTABLE_COLUMNS[type]),
    format: z.enum(REPORT_EXPORT_FORMATS),
  });
}
export const anyReportExportBodySchema = z.object({
  filter: z.record(z.string(), z.unknown()),
  sort: z.string().optional(),
  format: z.enum(REPORT_EXPORT_FORMATS),
});

/**
 * How a report cell reads, so one table, one chart legend, one CSV and one XLSX writer serve
 * every report: `day` an agency day, `instant` a moment with its offset, `cents` integer money,
 * `minutes` a duration, `count` and `number` figures, `flag` yes/no, `text` words or a code the
 * web translates in its reports namespace.
 */
export const REPORT_COLUMN_KINDS = [
  'text',
  'code',
  'day',
  'instant',
  'count',
  'number',
  'cents',
  'minutes',
  'flag',
] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];
export type ReportColumn = { key: string; kind: ReportColumnKind };

/** A report row is flat: each cell one value, so it exports as it shows. */
export const reportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export type ReportRow = Record<string, ReportCell>;

/**
 * Each report's columns in the order the table and the exports show them; a report's rows carry
 * exactly these keys (plus `patientId` where a row is about a patient, which the export audits).
 */
export const REPORT_COLUMNS = {
  visits: [
    { key: 'day', kind: 'day' },
    { key: 'patient', kind: 'text' },
    { key: 'caregiver', kind: 'text' },
    { key: 'plannedStart', kind: 'instant' },
    { key: 'plannedEnd', kind: 'instant' },
    { key: 'checkedInAt', kind: 'instant' },
    { key: 'checkedOutAt', kind: 'instant' },
    { key: 'status', kind: 'code' },
    { key: 'late', kind: 'flag' },
    { key: 'openExceptions', kind: 'count' },
  ],
  assessments: [
    { key: 'requestedAt', kind: 'instant' },
    { key: 'patient', kind: 'text' },
    { key: 'careType', kind: 'text' },
    { key: 'payer', kind: 'text' },
    { key: 'status', kind: 'code' },
    { key: 'activeAt', kind: 'instant' },
    { key: 'daysToActive', kind: 'count' },
  ],
  referrals: [
    { key: 'createdOn', kind: 'day' },
    { key: 'hub', kind: 'text' },
    { key: 'partner', kind: 'text' },
    { key: 'status', kind: 'code' },
    { key: 'hospitalStayDays', kind: 'count' },
    { key: 'stayDays', kind: 'count' },
    { key: 'createdToVisitDays', kind: 'count' },
    { key: 'approvedDays', kind: 'count' },
    { key: 'acceptedDays', kind: 'count' },
    { key: 'moveInDays', kind: 'count' },
  ],
  marketplace: [
    { key: 'receivedAt', kind: 'instant' },
    { key: 'reference', kind: 'text' },
    { key: 'kind', kind: 'code' },
    { key: 'source', kind: 'code' },
    { key: 'listing', kind: 'text' },
    { key: 'status', kind: 'code' },
    { key: 'answeredAt', kind: 'instant' },
    { key: 'answeredWithinDay', kind: 'flag' },
  ],
  hostLeads: [
    { key: 'createdOn', kind: 'day' },
    { key: 'reference', kind: 'text' },
    { key: 'kind', kind: 'code' },
    { key: 'location', kind: 'code' },
    { key: 'status', kind: 'code' },
    { key: 'declinedFrom', kind: 'code' },
    { key: 'lastMovedOn', kind: 'day' },
  ],
  billing: [
    { key: 'number', kind: 'text' },
    { key: 'billedTo', kind: 'text' },
    { key: 'recipient', kind: 'code' },
    { key: 'issuedOn', kind: 'day' },
    { key: 'dueOn', kind: 'day' },
    { key: 'status', kind: 'code' },
    { key: 'currency', kind: 'code' },
    { key: 'totalCents', kind: 'cents' },
    { key: 'paidCents', kind: 'cents' },
    { key: 'outstandingCents', kind: 'cents' },
    { key: 'ageBand', kind: 'code' },
  ],
  caregivers: [
    { key: 'name', kind: 'text' },
    { key: 'status', kind: 'code' },
    { key: 'expiringDocuments', kind: 'count' },
    { key: 'minutesWorked', kind: 'minutes' },
  ],
  patients: [
    { key: 'name', kind: 'text' },
    { key: 'status', kind: 'code' },
    { key: 'active', kind: 'flag' },
    { key: 'payer', kind: 'text' },
    { key: 'diagnosis', kind: 'text' },
    { key: 'visits', kind: 'count' },
  ],
  medications: [
    { key: 'day', kind: 'day' },
    { key: 'scheduledFor', kind: 'instant' },
    { key: 'patient', kind: 'text' },
    { key: 'medication', kind: 'text' },
    { key: 'dose', kind: 'text' },
    { key: 'outcome', kind: 'code' },
  ],
  documentation: [
    { key: 'day', kind: 'day' },
    { key: 'issue', kind: 'code' },
    { key: 'patient', kind: 'text' },
    { key: 'caregiver', kind: 'text' },
    { key: 'checkedInAt', kind: 'instant' },
    { key: 'checkedOutAt', kind: 'instant' },
    { key: 'draftStarted', kind: 'flag' },
  ],
} as const satisfies Record<ReportType, readonly ReportColumn[]>;

/** A page of a report's rows; each report's row has its own shape. */
export const reportRowsResponseSchema = z.object({
  data: z.array(z.record(z.string(), reportCellSchema)),
  meta: z.object({
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    total: z.number().int().min(0),
  }),
});

/** A chart's series: one value per time bucket, each bucket named by its first agency day. */
export const reportSeriesSchema = z.object({
  key: z.string(),
  points: z.array(z.object({ bucket: z.iso.date(), value: z.number() })),
});
export type ReportSeries = z.infer<typeof reportSeriesSchema>;
export const reportGraphResponseSchema = z.object({ data: z.array(reportSeriesSchema) });

/**
 * The dashboard's tiles per scope, in the order the dashboard shows them: an agency's day at a
 * glance, a partner's referral pipeline (each open referral at the last milestone it reached) and
 * this month's referrals, and the platform's figures for administrators.
 */
export const STATISTICS_TILES = {
  agency: [
    'visitsToday',
    'checkedInNow',
    'missedToday',
    'lateToday',
    'openPostings',
    'visitsWithoutSignedNote',
    'expiringDocuments',
    'newCareRequests',
  ],
  partner: [
    'referralsReferred',
    'referralsVisited',
    'referralsApproved',
    'referralsAccepted',
    'referralsMovedIn',
    'referralsThisMonth',
  ],
  all: ['agencies', 'partners', 'activeSubscriptions', 'signInsToday', 'failedJobsToday'],
} as const;
const statisticsTileKeySchema = z.enum([
  ...STATISTICS_TILES.agency,
  ...STATISTICS_TILES.partner,
  ...STATISTICS_TILES.all,
]);
export type StatisticsTileKey = z.infer<typeof statisticsTileKeySchema>;

/**
 * One KPI tile of the signed-in dashboard; `report` names where its rows are, null for a figure
 * no report lists (open postings, the platform's figures).
 */
export const statisticsTileSchema = z.object({
  key: statisticsTileKeySchema,
  report: reportTypeSchema.nullable(),
  value: z.number().int().min(0),
});
export type StatisticsTile = z.infer<typeof statisticsTileSchema>;
export const statisticsResponseSchema = z.object({ data: z.array(statisticsTileSchema) });
