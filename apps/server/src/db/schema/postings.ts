import { OFFER_RESPONSES, POSTING_STATUSES } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assessments } from './care-requests.ts';
import { oneOf } from './checks.ts';
import { caregivers } from './directory-caregivers.ts';
import { users } from './identity.ts';
import { agencies } from './organisations.ts';

// A posting offers one booking to other agencies and/or the posting agency's own caregivers.
// Each offer is one row with its response; the first accepted offer fills the posting.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const postings = pgTable(
  'postings',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id),
    postedByAgencyId: integer('posted_by_agency_id')
      .notNull()
      .references(() => agencies.id),
    postedByUserId: integer('posted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    status: text('status').notNull().default('open'),
    filledByAgencyId: integer('filled_by_agency_id').references(() => agencies.id),
    filledByCaregiverId: integer('filled_by_caregiver_id').references(() => caregivers.id),
    filledAt: timestamptz('filled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('postings_agency_idx').on(table.postedByAgencyId, table.createdAt),
    // One open posting per booking: a second would let two parties win the same care.
    uniqueIndex('postings_one_open_per_assessment')
      .on(table.assessmentId)
      .where(sql`${table.status} = 'open'`),
    check('postings_status_known', oneOf(table.status, POSTING_STATUSES)),
    check(
      'postings_filled_by_one',
      sql`(${table.status} = 'filled') = (num_nonnulls(${table.filledByAgencyId}, ${table.filledByCaregiverId}) = 1 AND ${table.filledAt} IS NOT NULL)`,
    ),
  ],
);

export const postingOffers = pgTable(
  'posting_offers',
  {
    id: serial('id').primaryKey(),
    postingId: integer('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id),
    caregiverId: integer('caregiver_id').references(() => caregivers.id),
    response: text('response').notNull().default('pending'),
    respondedBy: integer('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamptz('responded_at'),
  },
  (table) => [
    uniqueIndex('posting_offers_agency_unique')
      .on(table.postingId, table.agencyId)
      .where(sql`${table.agencyId} IS NOT NULL`),
    uniqueIndex('posting_offers_caregiver_unique')
      .on(table.postingId, table.caregiverId)
      .where(sql`${table.caregiverId} IS NOT NULL`),
    // The last guard of "first accept wins": two accepted offers of one posting cannot coexist.
    uniqueIndex('posting_offers_one_accepted')
      .on(table.postingId)
      .where(sql`${table.response} = 'accepted'`),
    index('posting_offers_agency_idx').on(table.agencyId),
    index('posting_offers_caregiver_idx').on(table.caregiverId),
    check('posting_offers_response_known', oneOf(table.response, OFFER_RESPONSES)),
    check(
      'posting_offers_one_party',
      sql`num_nonnulls(${table.agencyId}, ${table.caregiverId}) = 1`,
    ),
    check(
      'posting_offers_responded',
      sql`(${table.response} = 'pending') = (${table.respondedAt} IS NULL)`,
    ),
  ],
);
