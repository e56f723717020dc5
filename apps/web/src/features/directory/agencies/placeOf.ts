import type { AgencySummary } from '@hearth/domain';

/** "Toronto, ON": where an agency is, as people write it; empty when it has no address yet. */
export function placeOf(agency: Pick<AgencySummary, 'city' | 'province'>): string {
  return [agency.city?.name, agency.province?.code].filter(Boolean).join(', ');
}
