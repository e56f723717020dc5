import type { AgencySort } from '@hearth/domain';

/** The sorts a person may choose here: standing only for admins, distance only near a city. */
export function agencySorts(options: { byStanding: boolean; byDistance: boolean }): AgencySort[] {
  return [
    'name',
    '-name',
    '-createdAt',
    'createdAt',
    ...(options.byStanding ? (['-standing', 'standing'] as const) : []),
    ...(options.byDistance ? (['distance'] as const) : []),
  ];
}

/** Each sort's words in the `directory` namespace, under `agencies.sort`. */
export const agencySortKeys = {
  name: 'name',
  '-name': 'nameDesc',
  createdAt: 'oldest',
  '-createdAt': 'newest',
  standing: 'standing',
  '-standing': 'standingDesc',
  distance: 'distance',
} as const satisfies Record<AgencySort, string>;
