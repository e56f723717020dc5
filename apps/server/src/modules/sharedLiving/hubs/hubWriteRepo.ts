import type { ClusterWrite, HomeWrite, HubUpdate } from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  cities,
  sharedLivingClusters as clusters,
  sharedLivingHomes as homes,
  sharedLivingHubs as hubs,
  partners,
} from '../../../db/schema/index.ts';
import type { HubOperator } from '../hubPolicy.ts';
import { placesTakenInHome } from '../occupancy.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A hub as its writes need it: which hub, and who runs it. */
export type LockedHub = HubOperator & { id: number };

export function createHubWriteRepo() {
  return {
    /** The hub, locked: writes to one hub's clusters and homes queue behind each other. */
    async lockHub(tx: Transaction, hubId: number): Promise<LockedHub | undefined> {
      const [row] = await tx
        .select({ id: hubs.id, agencyId: hubs.agencyId, partnerId: hubs.partnerId })
        .from(hubs)
        .where(eq(hubs.id, hubId))
        .for('update');
      return row;
    },

    async clusterHubId(tx: Transaction, clusterId: number): Promise<number | undefined> {
      const [row] = await tx
        .select({ hubId: clusters.hubId })
        .from(clusters)
        .where(eq(clusters.id, clusterId));
      return row?.hubId;
    },

    /** The home, locked (a placement locks it too, so retiring and placing cannot cross). */
    async lockHome(tx: Transaction, homeId: number) {
      const [row] = await tx
        .select({ id: homes.id, hubId: clusters.hubId, retiredAt: homes.retiredAt })
        .from(homes)
        .innerJoin(clusters, eq(clusters.id, homes.clusterId))
        .where(eq(homes.id, homeId))
        .for('update', { of: homes });
      return row;
    },

    placesTaken: (tx: Transaction, homeId: number) => placesTakenInHome(tx, homeId),

    async cityExists(tx: Transaction, cityId: number): Promise<boolean> {
      const [row] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
      return row !== undefined;
    },

    async operatorExists(tx: Transaction, operator: HubOperator): Promise<boolean> {
      const [row] =
        operator.agencyId !== null
          ? await tx
              .select({ id: agencies.id })
              .from(agencies)
              .where(eq(agencies.id, operator.agencyId))
          : await tx
              .select({ id: partners.id })
              .from(partners)
              .where(eq(partners.id, operator.partnerId ?? 0));
      return row !== undefined;
    },

    async insertHub(
      tx: Transaction,
      values: HubUpdate & HubOperator & { createdBy: number },
    ): Promise<number> {
      const [row] = await tx.insert(hubs).values(values).returning({ id: hubs.id });
      if (row === undefined) {
        throw new Error('no hub inserted');
      }
      return row.id;
    },

    async updateHub(tx: Transaction, hubId: number, values: HubUpdate): Promise<void> {
      await tx.update(hubs).set(values).where(eq(hubs.id, hubId));
    },

    async insertCluster(tx: Transaction, hubId: number, values: ClusterWrite): Promise<number> {
      const [row] = await tx
        .insert(clusters)
        .values({ hubId, ...values })
        .returning({ id: clusters.id });
      if (row === undefined) {
        throw new Error('no cluster inserted');
      }
      return row.id;
    },

    async updateCluster(tx: Transaction, clusterId: number, values: ClusterWrite): Promise<void> {
      await tx.update(clusters).set(values).where(eq(clusters.id, clusterId));
    },

    async insertHome(tx: Transaction, clusterId: number, values: HomeWrite): Promise<number> {
      const [row] = await tx
        .insert(homes)
        .values({ clusterId, ...values })
        .returning({ id: homes.id });
      if (row === undefined) {
        throw new Error('no home inserted');
      }
      return row.id;
    },

    async updateHome(tx: Transaction, homeId: number, values: HomeWrite): Promise<void> {
      await tx.update(homes).set(values).where(eq(homes.id, homeId));
    },

    async retireHome(tx: Transaction, homeId: number): Promise<void> {
      await tx.update(homes).set({ retiredAt: sql`now()` }).where(eq(homes.id, homeId));
    },
  };
}

export type HubWriteRepo = ReturnType<typeof createHubWriteRepo>;
