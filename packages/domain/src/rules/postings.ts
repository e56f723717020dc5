import type { ListingService } from '../enums/listings.ts';

/** Places on the nursing ladder, as the `professions.rank` reference column holds them. */
export const ProfessionRank = { psw: 1, rpn: 2, rn: 3 } as const;

/**
 * The lowest profession rank a caregiver needs to be offered a booking: nursing is work for a
 * registered practical nurse or a registered nurse; any other service a hired caregiver may take.
 * Null means no profession is required.
 */
export function minimumRankFor(services: readonly ListingService[]): number | null {
  return services.includes('nursing') ? ProfessionRank.rpn : null;
}

/** Whether a caregiver of `rank` (null: off the ladder or none recorded) may be offered it. */
export function qualifiesFor(services: readonly ListingService[], rank: number | null): boolean {
  const needed = minimumRankFor(services);
  return needed === null || (rank !== null && rank >= needed);
}
