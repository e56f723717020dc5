import type { AuthDetails } from '@hearth/domain';

/** The agency whose records a member of its staff works on; null for anyone else (an admin chooses). */
export function ownAgencyId(details: AuthDetails | null | undefined): number | null {
  return details?.organisation?.kind === 'agency' ? (details.organisation.ids[0] ?? null) : null;
}
