import {
  HOST_LEAD_STATUSES,
  HUB_EVENT_KINDS,
  HubMemberStatus,
  ReferralCloseReason,
  ReferralStatus,
  SharedLivingBillingFrequency,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leads } from './care-requests.ts';
import { oneOf } from './checks.ts';
import { careCoordinators } from './directory-organisations.ts';
import { users } from './identity.ts';
import { agencies, partners } from './organisations.ts';
import { cities } from './reference.ts';

// Shared living (care type 14): a hub is the organisation around a group of host homes, run by an
// agency or by a partner. Homes are grouped into clusters; people belong to a hub as members;
// partners refer people to a hub. Nothing here is deleted: homes and events are retired or
// cancelled, memberships end as "removed by hub", referrals close with a reason, and every change
// of a membership, referral or host lead is a history row that is never changed.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const hubId = () =>
  integer('hub_id')
    .notNull()
    .references(() => sharedLivingHubs.id);
const actor = (name: string) => integer(name).references(() => users.id);

export const sharedLivingHubs = pgTable(
  'shared_living_hubs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The operator: exactly one of an agency or a partner runs the hub. */
    agencyId: integer('agency_id').references(() => agencies.id),
    partnerId: integer('partner_id').references(() => partners.id),
    description: text('description'),
    cityId: integer('city_id').references(() => cities.id),
    phone: text('phone'),
    email: text('email'),
    createdBy: actor('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('shared_living_hubs_agency_idx').on(table.agencyId),
    index('shared_living_hubs_partner_idx').on(table.partnerId),
    check(
      'shared_living_hubs_one_operator',
      sql`num_nonnulls(${table.agencyId}, ${table.partnerId}) = 1`,
    ),
  ],
);

export const sharedLivingClusters = pgTable(
  'shared_living_clusters',
  {
    id: serial('id').primaryKey(),
    hubId: hubId(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shared_living_clusters_hub_name_unique').on(table.hubId, table.name)],
);

/** A host's home: its capacity less its current placements is its vacancies. */
export const sharedLivingHomes = pgTable(
  'shared_living_homes',
  {
    id: serial('id').primaryKey(),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => sharedLivingClusters.id),
    name: text('name').notNull(),
    street: text('street'),
    cityId: integer('city_id').references(() => cities.id),
    hostName: text('host_name').notNull(),
    hostEmail: text('host_email'),
    hostPhone: text('host_phone'),
    /** The host's account, when they have one. */
    hostUserId: actor('host_user_id'),
    capacity: smallint('capacity').notNull(),
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('shared_living_homes_cluster_idx').on(table.clusterId),
    check('shared_living_homes_capacity_range', sql`${table.capacity} BETWEEN 1 AND 20`),
  ],
);

export const hubMembers = pgTable(
  'hub_members',
  {
    id: serial('id').primaryKey(),
    hubId: hubId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull(),
    /** The reason of the latest change, when it needed one (the history keeps every one). */
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hub_members_hub_user_unique').on(table.hubId, table.userId),
    index('hub_members_user_idx').on(table.userId),
    check('hub_members_status_known', oneOf(table.status, HubMemberStatus.codes)),
  ],
);

/** Append-only (database trigger): from null is the first request or addition. */
export const hubMemberChanges = pgTable(
  'hub_member_changes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => hubMembers.id),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    reason: text('reason'),
    changedBy: actor('changed_by'),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (table) => [index('hub_member_changes_member_idx').on(table.memberId, table.changedAt)],
);

export const hubEvents = pgTable(
  'hub_events',
  {
    id: serial('id').primaryKey(),
    hubId: hubId(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    location: text('location'),
    description: text('description'),
    createdBy: actor('created_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (table) => [
    index('hub_events_hub_starts_idx').on(table.hubId, table.startsAt),
    check('hub_events_kind_known', oneOf(table.kind, HUB_EVENT_KINDS)),
    check('hub_events_ends_after_start', sql`${table.endsAt} >= ${table.startsAt}`),
  ],
);

export const hubEventAttendees = pgTable(
  'hub_event_attendees',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => hubEvents.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('hub_event_attendees_user_idx').on(table.userId),
  ],
);

/**
 * A person referred to a hub. The milestone dates feed the referral metrics; once placed, the
 * referral also holds the placement (home and billing).
 */
export const sharedLivingReferrals = pgTable(
  'shared_living_referrals',
  {
    id: serial('id').primaryKey(),
    hubId: hubId(),
    /** The referring partner (a hospital, a program); null when an administrator or the hub entered it. */
    partnerId: integer('partner_id').references(() => partners.id),
    referredBy: actor('referred_by'),
    careCoordinatorId: integer('care_coordinator_id').references(() => careCoordinators.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    phone: text('phone'),
    /** The care needs in the referrer's words. */
    needs: text('needs'),
    status: smallint('status').notNull().default(ReferralStatus.open),
    closeReason: smallint('close_reason'),
    closeNote: text('close_note'),
    // Milestones, as dates (the day counts, not the hour).
    hospitalAdmittedOn: date('hospital_admitted_on'),
    hospitalDischargeOn: date('hospital_discharge_on'),
    visitOn: date('visit_on'),
    approvedOn: date('approved_on'),
    acceptedOn: date('accepted_on'),
    moveInOn: date('move_in_on'),
    moveOutOn: date('move_out_on'),
    // The placement.
    homeId: integer('home_id').references(() => sharedLivingHomes.id),
    billingFrequency: smallint('billing_frequency'),
    rateCents: integer('rate_cents'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('shared_living_referrals_hub_status_idx').on(table.hubId, table.status),
    index('shared_living_referrals_partner_idx').on(table.partnerId, table.createdAt),
    index('shared_living_referrals_home_idx').on(table.homeId),
    check('shared_living_referrals_status_known', oneOf(table.status, ReferralStatus.codes)),
    check(
      'shared_living_referrals_close_reason_known',
      oneOf(table.closeReason, ReferralCloseReason.codes),
    ),
    // A closed referral always says why; an open or held one carries no close reason.
    check(
      'shared_living_referrals_closed_with_reason',
      sql`(${table.status} = ${sql.raw(String(ReferralStatus.closed))}) = (${table.closeReason} IS NOT NULL)`,
    ),
    check(
      'shared_living_referrals_billing_frequency_known',
      oneOf(table.billingFrequency, SharedLivingBillingFrequency.codes),
    ),
    check('shared_living_referrals_rate_positive', sql`${table.rateCents} >= 0`),
    check(
      'shared_living_referrals_move_out_after_in',
      sql`${table.moveOutOn} IS NULL OR (${table.moveInOn} IS NOT NULL AND ${table.moveOutOn} >= ${table.moveInOn})`,
    ),
    check(
      'shared_living_referrals_discharge_after_admission',
      sql`${table.hospitalDischargeOn} IS NULL OR ${table.hospitalAdmittedOn} IS NULL OR ${table.hospitalDischargeOn} >= ${table.hospitalAdmittedOn}`,
    ),
  ],
);

export const REFERRAL_EVENT_KINDS = [
  'created',
  'status',
  'milestone',
  'placement',
  'details',
] as const;

/** A referral's timeline. Append-only (database trigger). */
export const sharedLivingReferralEvents = pgTable(
  'shared_living_referral_events',
  {
    id: serial('id').primaryKey(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => sharedLivingReferrals.id),
    kind: text('kind').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    closeReason: smallint('close_reason'),
    /** For a milestone: which date changed (`visitOn`…), and its new value (null: cleared). */
    milestone: text('milestone'),
    milestoneOn: date('milestone_on'),
    note: text('note'),
    actorId: actor('actor_id'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [
    index('shared_living_referral_events_referral_idx').on(table.referralId, table.at),
    check('shared_living_referral_events_kind_known', oneOf(table.kind, REFERRAL_EVENT_KINDS)),
  ],
);

/** A lead's pipeline history (`leads.status` holds the current status). Append-only. */
export const leadStatusChanges = pgTable(
  'lead_status_changes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    changedBy: actor('changed_by'),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (table) => [
    index('lead_status_changes_lead_idx').on(table.leadId, table.changedAt),
    check('lead_status_changes_from_known', oneOf(table.fromStatus, HOST_LEAD_STATUSES)),
    check('lead_status_changes_to_known', oneOf(table.toStatus, HOST_LEAD_STATUSES)),
  ],
);
