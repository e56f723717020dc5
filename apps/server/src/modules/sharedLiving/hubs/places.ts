import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  sharedLivingClusters as clusters,
  sharedLivingHomes as homes,
  sharedLivingReferrals as referrals,
} from '../../../db/schema/index.ts';
import { occupiesPlaceToday } from '../occupancy.ts';

// Places as SQL fragments: a home's capacity less the referrals that take a place in it today
// (the one rule of occupancy.ts), summed over the homes in use for a hub's totals.

type Reader = Pick<Database, 'select'>;

/** Places taken today, per home. */
export function occupiedByHome(reader: Reader) {
  return reader
    .select({
      homeId: sql<number>`${referrals.homeId}`.as('occupied_home_id'),
      occupied: sql<number>`count(*)::int`.as('occupied'),
    })
    .from(referrals)
    .where(occupiesPlaceToday())
    .groupBy(referrals.homeId)
    .as('occupied_by_home');
}

/** A hub's homes in use and their places; retired homes count no capacity. */
export function hubPlaces(reader: Reader) {
  const taken = occupiedByHome(reader);
  const occupied = sql<number>`coalesce(${taken.occupied}, 0)`;
  return reader
    .select({
      hubId: sql<number>`${clusters.hubId}`.as('places_hub_id'),
      homeCount: sql<number>`count(*)::int`.as('home_count'),
      capacity: sql<number>`sum(${homes.capacity})::int`.as('capacity'),
      occupied: sql<number>`sum(${occupied})::int`.as('occupied'),
      vacancies: sql<number>`sum(greatest(${homes.capacity} - ${occupied}, 0))::int`.as(
        'vacancies',
      ),
    })
    .from(homes)
    .innerJoin(clusters, and(eq(clusters.id, homes.clusterId), isNull(homes.retiredAt)))
    .leftJoin(taken, eq(taken.homeId, homes.id))
    .groupBy(clusters.hubId)
    .as('hub_places');
}
