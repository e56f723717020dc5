import type { AnsweredQuestion } from '@hearth/domain';
import {
  ASSESSMENT_BILL_TO,
  AssessmentBillingFrequency,
  AssessmentRateUnit,
  AssessmentStatus,
  HOST_LEAD_STATUSES,
  LeadLocation,
  ListingService,
  PAYER_SHARE_MAX_BASIS_POINTS,
  PAYER_SHARE_MIN_BASIS_POINTS,
  PaymentFlag,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { payers } from './directory-organisations.ts';
import { patients } from './directory-patients.ts';
import { users } from './identity.ts';
import { marketplaceListings } from './marketplace-listings.ts';
import { agencies } from './organisations.ts';
import { careTypes } from './reference.ts';

// A family's request for care from a marketplace listing: the assessment (booking) it opens for
// the listing's agency, the request itself, and for shared living a lead. Health information:
// rows are read through the audited inbox only.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The seed of issue 6's assessment (booking): who it is for, what kind of care and which services,
 * and where it stands. Schedule, rate, billing and shifts join it there. A requested assessment
 * has no patient yet; the agency creates one when it accepts the request.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    patientId: integer('patient_id').references(() => patients.id),
    careTypeId: integer('care_type_id').references(() => careTypes.id),
    services: text('services').array().notNull().default(sql`'{}'`),
    status: smallint('status').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    rateCents: integer('rate_cents'),
    rateUnit: text('rate_unit'),
    billingFrequency: text('billing_frequency'),
    paymentStatus: smallint('payment_status').notNull().default(PaymentFlag.unpaid),
    /** Existing rows and new ones alike start private until the agency names a payer. */
    billTo: text('bill_to').notNull().default('private'),
    payerId: integer('payer_id').references(() => payers.id),
    /** A split's payer share in hundredths of a percent; the rest is billed privately. */
    payerShareBasisPoints: integer('payer_share_basis_points'),
    notes: text('notes'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('assessments_agency_status_idx').on(table.agencyId, table.status),
    check('assessments_rate_unit_known', oneOf(table.rateUnit, AssessmentRateUnit.codes)),
    check(
      'assessments_billing_frequency_known',
      oneOf(table.billingFrequency, AssessmentBillingFrequency.codes),
    ),
    check('assessments_payment_status_known', oneOf(table.paymentStatus, PaymentFlag.codes)),
    check('assessments_rate_not_negative', sql`${table.rateCents} >= 0`),
    check(
      'assessments_rate_with_unit',
      sql`(${table.rateCents} IS NULL) = (${table.rateUnit} IS NULL)`,
    ),
    check(
      'assessments_dates_order',
      sql`${table.endDate} IS NULL OR ${table.endDate} >= ${table.startDate}`,
    ),
    index('assessments_patient_idx').on(table.patientId),
    index('assessments_payer_idx').on(table.payerId),
    check('assessments_bill_to_known', oneOf(table.billTo, ASSESSMENT_BILL_TO)),
    check(
      'assessments_bill_to_payer',
      sql`(${table.payerId} IS NULL) = (${table.billTo} = 'private')`,
    ),
    check(
      'assessments_payer_share_for_split',
      sql`(${table.payerShareBasisPoints} IS NULL) = (${table.billTo} <> 'split')`,
    ),
    check(
      'assessments_payer_share_range',
      sql`${table.payerShareBasisPoints} BETWEEN ${sql.raw(String(PAYER_SHARE_MIN_BASIS_POINTS))} AND ${sql.raw(String(PAYER_SHARE_MAX_BASIS_POINTS))}`,
    ),
    check('assessments_status_known', oneOf(table.status, AssessmentStatus.codes)),
    // A request the agency turns down is cancelled without ever getting a patient record.
    check(
      'assessments_patient_unless_requested',
      sql`${table.patientId} IS NOT NULL OR ${oneOf(table.status, [AssessmentStatus.requested, AssessmentStatus.cancelled])}`,
    ),
    check(
      'assessments_services_known',
      sql`${table.services} <@ ARRAY[${sql.raw(ListingService.codes.map((code) => `'${code}'`).join(', '))}]::text[]`,
    ),
  ],
);

/** One request from the marketplace form: the survey as answered and how to reach the family. */
export const careRequests = pgTable(
  'care_requests',
  {
    id: serial('id').primaryKey(),
    /** Short, random and unique: what the family quotes on the phone. */
    reference: text('reference').notNull().unique(),
    assessmentId: integer('assessment_id')
      .notNull()
      .unique()
      .references(() => assessments.id),
    listingId: integer('listing_id')
      .notNull()
      .references(() => marketplaceListings.id),
    kind: text('kind').notNull(),
    answers: jsonb('answers').$type<AnsweredQuestion[]>().notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    preferredContact: text('preferred_contact').notNull(),
    visitDate: date('visit_date', { mode: 'string' }),
    message: text('message'),
    locale: text('locale').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    seenAt: timestamptz('seen_at'),
    seenBy: integer('seen_by').references(() => users.id, { onDelete: 'set null' }),
    /** The family account that sent it signed in, who then follows it in "My care"; null if none. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('care_requests_listing_idx').on(table.listingId),
    index('care_requests_requested_by_idx').on(table.requestedBy),
    index('care_requests_created_idx').on(table.createdAt),
    check('care_requests_kind_known', sql`${table.kind} IN ('requestCare', 'bookVisit')`),
    check(
      'care_requests_preferred_contact_known',
      sql`${table.preferredContact} IN ('email', 'phone', 'text')`,
    ),
    check(
      'care_requests_reachable',
      sql`${table.contactEmail} IS NOT NULL OR ${table.contactPhone} IS NOT NULL`,
    ),
    check(
      'care_requests_visit_date_for_visits',
      sql`(${table.kind} = 'bookVisit') = (${table.visitDate} IS NOT NULL)`,
    ),
  ],
);

/** Shared living's leads: families seeking a home and hosts offering one (issue 7's pipeline). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    location: text('location').notNull(),
    listingId: integer('listing_id').references(() => marketplaceListings.id),
    agencyId: integer('agency_id').references(() => agencies.id),
    /**
     * What a would-be host quotes when they call (`HL-XXXX-XXXX`); a family's lead goes by its care
     * request's reference instead, so it has none here.
     */
    reference: text('reference').unique(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    /** Where a would-be host lives, in their words (host sign-up and landing forms ask). */
    city: text('city'),
    status: text('status').notNull().default('new'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('leads_agency_status_idx').on(table.agencyId, table.status),
    index('leads_kind_created_idx').on(table.kind, table.createdAt),
    check('leads_kind_known', sql`${table.kind} IN ('careSeeker', 'host')`),
    check('leads_location_known', oneOf(table.location, LeadLocation.codes)),
    check('leads_status_known', oneOf(table.status, HOST_LEAD_STATUSES)),
  ],
);
