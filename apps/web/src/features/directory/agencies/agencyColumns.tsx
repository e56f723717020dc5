import { type AgencySummary, OrganisationKind } from '@hearth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import type { Column } from '../../../components/list/types.ts';
import { RecordLink } from '../shared/RecordLink.tsx';
import { placeOf } from './placeOf.ts';
import { StandingChip } from './StandingChip.tsx';

/**
 * The agencies table: standing for those who may see it, distance when searched near a city, and
 * for admins the kind of organisation (an agency, or a provider's day program or host home).
 */
export function useAgencyColumns(options: {
  withStanding: boolean;
  withDistance: boolean;
  withKind: boolean;
}): Column<AgencySummary>[] {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const { withStanding, withDistance, withKind } = options;
  return useMemo(() => {
    const columns: Column<AgencySummary>[] = [
      {
        id: 'name',
        header: t('agencies.columns.name'),
        cell: (agency) => <RecordLink to={`/user/agencies/${agency.id}`}>{agency.name}</RecordLink>,
      },
      ...(withKind
        ? [
            {
              id: 'kind',
              header: t('agencies.columns.kind'),
              cell: (agency: AgencySummary) => label(OrganisationKind.labelKey(agency.kind)),
            },
          ]
        : []),
      { id: 'place', header: t('agencies.columns.place'), cell: (agency) => placeOf(agency) },
      {
        id: 'careTypes',
        header: t('agencies.columns.careTypes'),
        cell: (agency) => agency.careTypes.map((careType) => careType.name).join(', '),
      },
      {
        id: 'phone',
        header: t('agencies.columns.phone'),
        noWrap: true,
        cell: (agency) => agency.phone ?? '',
      },
    ];
    if (withStanding) {
      columns.push({
        id: 'standing',
        header: t('agencies.columns.standing'),
        noWrap: true,
        cell: (agency) => agency.standing !== null && <StandingChip standing={agency.standing} />,
      });
    }
    if (withDistance) {
      columns.push({
        id: 'distance',
        header: t('agencies.columns.distance'),
        noWrap: true,
        cell: (agency) =>
          agency.distanceKm === null ? '' : t('agencies.distanceKm', { km: agency.distanceKm }),
      });
    }
    return columns;
  }, [t, label, withStanding, withDistance, withKind]);
}
