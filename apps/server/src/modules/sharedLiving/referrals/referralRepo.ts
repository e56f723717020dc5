import { CARE_TIME_ZONE, type ReferralMilestone, type ReferralStatus } from '@hearth/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  careCoordinators,
  sharedLivingReferralEvents as events,
  sharedLivingHomes as homes,
  sharedLivingHubs as hubs,
  partners,
  sharedLivingReferrals as referrals,
  users,
} from '../../../db/schema/index.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';

type Reader = Pick<Database, 'select'>;
export type Window = { limit: number; offset: number };

const referrer = alias(users, 'referrer');

/** The day a referral was made, in the care time zone: milestones and metrics count from it. */
export const createdDay = sql<string>`(${referrals.createdAt} AT TIME ZONE ${CARE_TIME_ZONE})::date`;
const today = sql`(now() AT TIME ZONE ${CARE_TIME_ZONE})::date`;

const milestoneColumns = {
  hospitalAdmittedOn: referrals.hospitalAdmittedOn,
  hospitalDischargeOn: referrals.hospitalDischargeOn,
  visitOn: referrals.visitOn,
  approvedOn: referrals.approvedOn,
  acceptedOn: referrals.acceptedOn,
  moveInOn: referrals.moveInOn,
  moveOutOn: referrals.moveOutOn,
} satisfies Record<ReferralMilestone, unknown>;

function selectReferrals(reader: Reader) {
  return reader
    .select({
      id: referrals.id,
      hubId: hubs.id,
      hubName: hubs.name,
      hubAgencyId: hubs.agencyId,
      hubPartnerId: hubs.partnerId,
      partnerId: referrals.partnerId,
      partnerName: partners.name,
      referredById: referrer.id,
      referredByName: referrer.name,
      careCoordinatorId: careCoordinators.id,
      careCoordinatorName: careCoordinators.name,
      firstName: referrals.firstName,
      lastName: referrals.lastName,
      dateOfBirth: referrals.dateOfBirth,
      phone: referrals.phone,
      needs: referrals.needs,
      status: sql<ReferralStatus>`${referrals.status}`,
      closeReason: referrals.closeReason,
      closeNote: referrals.closeNote,
      ...milestoneColumns,
      homeId: homes.id,
      homeName: homes.name,
      billingFrequency: referrals.billingFrequency,
      rateCents: referrals.rateCents,
      createdAt: referrals.createdAt,
      createdDay,
      ageDays: sql<number>`(${today} - ${createdDay})::int`,
    })
    .from(referrals)
    .innerJoin(hubs, eq(hubs.id, referrals.hubId))
    .leftJoin(partners, eq(partners.id, referrals.partnerId))
    .leftJoin(referrer, eq(referrer.id, referrals.referredBy))
    .leftJoin(careCoordinators, eq(careCoordinators.id, referrals.careCoordinatorId))
    .leftJoin(homes, eq(homes.id, referrals.homeId));
}

export type ReferralRecord = Awaited<ReturnType<typeof selectReferrals>>[number];

export type ReferralFilter = {
  hubId?: number | undefined;
  partnerId?: number | undefined;
  status?: ReferralStatus | undefined;
  q?: string | undefined;
};

/** The reader's scope (undefined: everything) narrowed by the filters asked for. */
export function referralConditions(
  scope: SQL | undefined,
  filter: ReferralFilter,
): SQL | undefined {
  return and(
    scope,
    filter.hubId === undefined ? undefined : eq(referrals.hubId, filter.hubId),
    filter.partnerId === undefined ? undefined : eq(referrals.partnerId, filter.partnerId),
    filter.status === undefined ? undefined : eq(referrals.status, filter.status),
    everyWordInAny([referrals.firstName, referrals.lastName, hubs.name], filter.q),
  );
}

export function createReferralRepo(db: Database) {
  return {
    async list(scope: SQL | undefined, filter: ReferralFilter, window: Window) {
      const where = referralConditions(scope, filter);
      const [rows, totals] = await Promise.all([
        selectReferrals(db)
          .where(where)
          .orderBy(desc(referrals.createdAt), desc(referrals.id))
          .limit(window.limit)
          .offset(window.offset),
        db
          .select({ total: count() })
          .from(referrals)
          .innerJoin(hubs, eq(hubs.id, referrals.hubId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async find(reader: Reader, id: number): Promise<ReferralRecord | undefined> {
      const [row] = await selectReferrals(reader).where(eq(referrals.id, id));
      return row;
    },

    timeline(id: number) {
      return db
        .select({
          id: events.id,
          kind: events.kind,
          fromStatus: events.fromStatus,
          toStatus: events.toStatus,
          closeReason: events.closeReason,
          milestone: events.milestone,
          milestoneOn: events.milestoneOn,
          note: events.note,
          actorId: users.id,
          actorName: users.name,
          at: events.at,
        })
        .from(events)
        .leftJoin(users, eq(users.id, events.actorId))
        .where(eq(events.referralId, id))
        .orderBy(asc(events.at), asc(events.id));
    },
  };
}

export type ReferralRepo = ReturnType<typeof createReferralRepo>;
export type TimelineRow = Awaited<ReturnType<ReferralRepo['timeline']>>[number];
