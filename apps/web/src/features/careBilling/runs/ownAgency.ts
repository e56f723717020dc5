import type { AuthDetails } from '@hearth/domain';

/** The agency a member of its staff bills for; null for an admin, who picks one. */
export function ownAgencyId(details: AuthDetails | null | undefined): number | null {
  return details?.organisation?.kind === 'agency' ? (details.organisation.ids[0] ?? null) : null;
}
