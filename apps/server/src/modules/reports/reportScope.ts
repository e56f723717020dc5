import { Role } from '@hearth/domain';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';

/** Whose records a report counts: every agency's, one agency's, or one partner's referrals'. */
export type ReportScope =
  | { kind: 'all' }
  | { kind: 'agency'; agencyId: number }
  | { kind: 'partner'; partnerId: number };

export type ReportAudience = ReportScope['kind'];

/**
 * The caller's scope, narrowed by the filter's agency. An agency outside the caller's reach
 * answers 404 as the agency's records would, never an empty report that hides the refusal.
 */
export function reportScopeOf(actor: Actor, filterAgencyId: number | undefined): ReportScope {
  if (actor.role === Role.admin) {
    return filterAgencyId === undefined
      ? { kind: 'all' }
      : { kind: 'agency', agencyId: filterAgencyId };
  }
  if (
    actor.partnerId !== null &&
    (actor.role === Role.partner || actor.role === Role.partnerAgent)
  ) {
    if (filterAgencyId !== undefined) {
      throw new AppError('not_found', 'report_not_available');
    }
    return { kind: 'partner', partnerId: actor.partnerId };
  }
  const ownAgencyId = ownAgencyOf(actor);
  if (
    ownAgencyId === undefined ||
    (filterAgencyId !== undefined && filterAgencyId !== ownAgencyId)
  ) {
    throw new AppError('not_found', 'report_not_available');
  }
  return { kind: 'agency', agencyId: ownAgencyId };
}

/** The agency whose records an agency's staff read: their own, the first they belong to. */
export const ownAgencyOf = (actor: Actor): number | undefined => actor.agencyIds[0];
