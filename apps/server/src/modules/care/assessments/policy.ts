import { ASSESSMENT_READER_ROLES, ASSESSMENT_WRITER_ROLES, Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';
import type { Actor } from '../../../platform/auth/actor.ts';

/**
 * A provider is no agency office (no visits, rates or caregivers to book): they open the bookings
 * their listings' requests start and take them on or turn them down (the status table's moves).
 */
const answersRequests = (actor: Actor) => actor.role === Role.provider;

/**
 * Route-level access of every assessment endpoint; `assessmentScope` narrows reads to records.
 * Caregivers are refused here: they see a booking through the shifts they are assigned (the
 * shifts module), which carry what a visit needs and no more.
 */
export const assessmentAccess = {
  statuses: signedIn('anyone signed in; the moves listed are those of their own role'),
  read: signedIn(
    "admins all; agency owners and agents and providers their organisation's; partner staff their linked patients'",
    (actor) => ASSESSMENT_READER_ROLES.includes(actor.role) || answersRequests(actor),
  ),
  write: signedIn(
    "admins, agency owners and agents and providers for their own organisation's",
    (actor) => ASSESSMENT_WRITER_ROLES.includes(actor.role) || answersRequests(actor),
  ),
};

/** Which assessments a person may see at all; any other answers 404, as if absent. */
export type AssessmentScope =
  | { kind: 'all' }
  | { kind: 'agencies'; agencyIds: readonly number[] }
  /** Partner staff: the assessments of the patients linked to their partner, read only. */
  | { kind: 'partner'; partnerId: number }
  | { kind: 'none' };

export function assessmentScope(actor: Actor): AssessmentScope {
  if (actor.role === Role.admin) {
    return { kind: 'all' };
  }
  if (actor.role === Role.agency || actor.role === Role.agencyAgent) {
    return { kind: 'agencies', agencyIds: actor.agencyIds };
  }
  if (actor.role === Role.provider) {
    // The requests and bookings of the one organisation the provider runs.
    return { kind: 'agencies', agencyIds: actor.agencyIds };
  }
  if ((actor.role === Role.partner || actor.role === Role.partnerAgent) && actor.partnerId) {
    return { kind: 'partner', partnerId: actor.partnerId };
  }
  return { kind: 'none' };
}
