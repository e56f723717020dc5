import type {
  ReferralMilestone,
  ReferralStatus,
  SharedLivingBillingFrequency,
} from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  careCoordinators,
  sharedLivingClusters as clusters,
  sharedLivingReferralEvents as events,
  sharedLivingHomes as homes,
  sharedLivingHubs as hubs,
  partners,
  sharedLivingReferrals as referrals,
} from '../../../db/schema/index.ts';
import { placesTakenInHome } from '../occupancy.ts';
import { createdDay } from './referralRepo.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ReferralEventRow = Omit<typeof events.$inferInsert, 'id' | 'at'>;

export type LockedReferral = NonNullable<Awaited<ReturnType<typeof lockReferral>>>;

async function lockReferral(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: referrals.id,
      hubId: referrals.hubId,
      hubAgencyId: hubs.agencyId,
      hubPartnerId: hubs.partnerId,
      partnerId: referrals.partnerId,
      careCoordinatorId: referrals.careCoordinatorId,
      firstName: referrals.firstName,
      lastName: referrals.lastName,
      dateOfBirth: referrals.dateOfBirth,
      phone: referrals.phone,
      needs: referrals.needs,
      status: sql<ReferralStatus>`${referrals.status}`,
      homeId: referrals.homeId,
      createdDay,
      hospitalAdmittedOn: referrals.hospitalAdmittedOn,
      hospitalDischargeOn: referrals.hospitalDischargeOn,
      visitOn: referrals.visitOn,
      approvedOn: referrals.approvedOn,
      acceptedOn: referrals.acceptedOn,
      moveInOn: referrals.moveInOn,
      moveOutOn: referrals.moveOutOn,
    })
    .from(referrals)
    .innerJoin(hubs, eq(hubs.id, referrals.hubId))
    .where(eq(referrals.id, id))
    .for('update', { of: referrals });
  return row;
}

export function createReferralWriteRepo() {
  return {
    /** The referral, locked: a second change of it waits here, then sees the first one's result. */
    lockReferral,

    async insertReferral(tx: Transaction, values: typeof referrals.$inferInsert): Promise<number> {
      const [row] = await tx.insert(referrals).values(values).returning({ id: referrals.id });
      if (row === undefined) {
        throw new Error('no referral inserted');
      }
      return row.id;
    },

    async appendEvents(tx: Transaction, rows: readonly ReferralEventRow[]): Promise<void> {
      if (rows.length > 0) {
        await tx.insert(events).values([...rows]);
      }
    },

    async partnerExists(tx: Transaction, id: number): Promise<boolean> {
      const rows = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
      return rows.length > 0;
    },

    async coordinatorExists(tx: Transaction, id: number): Promise<boolean> {
      const rows = await tx
        .select({ id: careCoordinators.id })
        .from(careCoordinators)
        .where(eq(careCoordinators.id, id));
      return rows.length > 0;
    },

    async setStatus(
      tx: Transaction,
      id: number,
      change: { status: ReferralStatus; closeReason: number | null; closeNote: string | null },
    ): Promise<void> {
      await tx
        .update(referrals)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(referrals.id, id));
    },

    async setDetails(
      tx: Transaction,
      id: number,
      details: Partial<
        Pick<
          typeof referrals.$inferInsert,
          | 'partnerId'
          | 'careCoordinatorId'
          | 'firstName'
          | 'lastName'
          | 'dateOfBirth'
          | 'phone'
          | 'needs'
          | ReferralMilestone
        >
      >,
    ): Promise<void> {
      await tx
        .update(referrals)
        .set({ ...details, updatedAt: sql`now()` })
        .where(eq(referrals.id, id));
    },

    async setMilestones(
      tx: Transaction,
      id: number,
      dates: Partial<Record<ReferralMilestone, string | null>>,
    ): Promise<void> {
      await tx
        .update(referrals)
        .set({ ...dates, updatedAt: sql`now()` })
        .where(eq(referrals.id, id));
    },

    /** The home with its hub, locked so two placements cannot both take its last place. */
    async lockHome(tx: Transaction, homeId: number) {
      const [row] = await tx
        .select({
          id: homes.id,
          name: homes.name,
          hubId: clusters.hubId,
          capacity: homes.capacity,
          retired: sql<boolean>`${homes.retiredAt} IS NOT NULL`,
        })
        .from(homes)
        .innerJoin(clusters, eq(clusters.id, homes.clusterId))
        .where(eq(homes.id, homeId))
        .for('update', { of: homes });
      return row;
    },

    /** The places others take in the home today. */
    placesTaken: (tx: Transaction, homeId: number, exceptReferralId: number) =>
      placesTakenInHome(tx, homeId, exceptReferralId),

    async setPlacement(
      tx: Transaction,
      id: number,
      placement: {
        homeId: number;
        billingFrequency: SharedLivingBillingFrequency;
        rateCents: number;
      },
    ): Promise<void> {
      await tx
        .update(referrals)
        .set({ ...placement, updatedAt: sql`now()` })
        .where(eq(referrals.id, id));
    },
  };
}

export type ReferralWriteRepo = ReturnType<typeof createReferralWriteRepo>;
