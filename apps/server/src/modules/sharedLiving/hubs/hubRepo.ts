import { HubMemberStatus, type HubOperatorKind } from '@hearth/domain';
import { and, asc, count, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  cities,
  sharedLivingClusters as clusters,
  sharedLivingHomes as homes,
  hubMembers,
  sharedLivingHubs as hubs,
  partners,
} from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';
import { managedHubsCondition } from '../hubPolicy.ts';
import { hubPlaces, occupiedByHome } from './places.ts';

type Reader = Pick<Database, 'select'>;
export type Window = { limit: number; offset: number };

export type HubFilter = {
  q?: string | undefined;
  cityId?: number | undefined;
  operator?: HubOperatorKind | undefined;
  managed: boolean;
  mine: boolean;
};

/** A member counts until the hub completes their leave; a pending request is not one yet. */
const countedMemberStatuses = [HubMemberStatus.member, HubMemberStatus.requestDelete];
const myMembership = alias(hubMembers, 'my_membership');
const homeCity = alias(cities, 'home_city');

function memberCounts(reader: Reader) {
  return reader
    .select({
      hubId: sql<number>`${hubMembers.hubId}`.as('members_hub_id'),
      memberCount: sql<number>`count(*)::int`.as('member_count'),
    })
    .from(hubMembers)
    .where(inArray(hubMembers.status, countedMemberStatuses))
    .groupBy(hubMembers.hubId)
    .as('member_counts');
}

function clusterCounts(reader: Reader) {
  return reader
    .select({
      hubId: sql<number>`${clusters.hubId}`.as('clusters_hub_id'),
      clusterCount: sql<number>`count(*)::int`.as('cluster_count'),
    })
    .from(clusters)
    .groupBy(clusters.hubId)
    .as('cluster_counts');
}

function belongsTo(actor: Actor): SQL {
  return sql`EXISTS (SELECT 1 FROM ${hubMembers} WHERE ${hubMembers.hubId} = ${hubs.id} AND ${hubMembers.userId} = ${actor.userId} AND ${ne(hubMembers.status, HubMemberStatus.removedByHub)})`;
}

function filterCondition(actor: Actor, filter: HubFilter): SQL | undefined {
  return and(
    everyWordInAny([hubs.name], filter.q),
    filter.cityId === undefined ? undefined : eq(hubs.cityId, filter.cityId),
    filter.operator === undefined
      ? undefined
      : isNotNull(filter.operator === 'agency' ? hubs.agencyId : hubs.partnerId),
    filter.managed ? managedHubsCondition(actor) : undefined,
    filter.mine ? belongsTo(actor) : undefined,
  );
}

function selectHubs(reader: Reader, actor: Actor) {
  const places = hubPlaces(reader);
  const members = memberCounts(reader);
  const clusterTotals = clusterCounts(reader);
  return reader
    .select({
      id: hubs.id,
      name: hubs.name,
      agencyId: hubs.agencyId,
      partnerId: hubs.partnerId,
      operatorName: sql<string>`coalesce(${agencies.name}, ${partners.name})`,
      cityId: cities.id,
      cityName: cities.name,
      description: hubs.description,
      phone: hubs.phone,
      email: hubs.email,
      clusterCount: sql<number>`coalesce(${clusterTotals.clusterCount}, 0)`,
      homeCount: sql<number>`coalesce(${places.homeCount}, 0)`,
      capacity: sql<number>`coalesce(${places.capacity}, 0)`,
      occupied: sql<number>`coalesce(${places.occupied}, 0)`,
      vacancies: sql<number>`coalesce(${places.vacancies}, 0)`,
      memberCount: sql<number>`coalesce(${members.memberCount}, 0)`,
      membershipStatus: sql<HubMemberStatus | null>`${myMembership.status}`,
    })
    .from(hubs)
    .leftJoin(agencies, eq(agencies.id, hubs.agencyId))
    .leftJoin(partners, eq(partners.id, hubs.partnerId))
    .leftJoin(cities, eq(cities.id, hubs.cityId))
    .leftJoin(places, eq(places.hubId, hubs.id))
    .leftJoin(members, eq(members.hubId, hubs.id))
    .leftJoin(clusterTotals, eq(clusterTotals.hubId, hubs.id))
    .leftJoin(
      myMembership,
      and(eq(myMembership.hubId, hubs.id), eq(myMembership.userId, actor.userId)),
    );
}

export type HubRow = Awaited<ReturnType<typeof selectHubs>>[number];

export type HomeRow = Awaited<ReturnType<ReturnType<typeof createHubRepo>['homesOf']>>[number];

export function createHubRepo(db: Database) {
  return {
    async directory(actor: Actor, filter: HubFilter, window: Window) {
      const where = filterCondition(actor, filter);
      const [rows, [total]] = await Promise.all([
        selectHubs(db, actor)
          .where(where)
          .orderBy(asc(hubs.name), asc(hubs.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(hubs).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(actor: Actor, hubId: number): Promise<HubRow | undefined> {
      const [row] = await selectHubs(db, actor).where(eq(hubs.id, hubId));
      return row;
    },

    async clustersOf(hubId: number) {
      return db
        .select({ id: clusters.id, name: clusters.name, description: clusters.description })
        .from(clusters)
        .where(eq(clusters.hubId, hubId))
        .orderBy(asc(clusters.name), asc(clusters.id));
    },

    /** The hub's homes with their places today; homes in use first. */
    async homesOf(hubId: number) {
      const taken = occupiedByHome(db);
      return db
        .select({
          id: homes.id,
          clusterId: homes.clusterId,
          name: homes.name,
          cityId: homeCity.id,
          cityName: homeCity.name,
          street: homes.street,
          hostName: homes.hostName,
          hostEmail: homes.hostEmail,
          hostPhone: homes.hostPhone,
          capacity: homes.capacity,
          occupied: sql<number>`coalesce(${taken.occupied}, 0)`,
          retiredAt: homes.retiredAt,
        })
        .from(homes)
        .innerJoin(clusters, eq(clusters.id, homes.clusterId))
        .leftJoin(homeCity, eq(homeCity.id, homes.cityId))
        .leftJoin(taken, eq(taken.homeId, homes.id))
        .where(eq(clusters.hubId, hubId))
        .orderBy(sql`${homes.retiredAt} IS NOT NULL`, asc(homes.name), asc(homes.id));
    },

    /** Agencies or partners by name, for an administrator choosing a hub's operator. */
    async operators(kind: HubOperatorKind, q: string | undefined, window: Window) {
      const table = kind === 'agency' ? agencies : partners;
      const where = everyWordInAny([table.name], q);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: table.id, name: table.name })
          .from(table)
          .where(where)
          .orderBy(asc(table.name), asc(table.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { rows: rows.map((row) => ({ kind, ...row })), total: total?.total ?? 0 };
    },
  };
}

export type HubRepo = ReturnType<typeof createHubRepo>;
