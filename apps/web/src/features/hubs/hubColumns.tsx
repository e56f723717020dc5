import type { HubSummary } from '@hearth/domain';
import { HubMemberStatus } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import type { FromListState } from '../../components/BackToList.tsx';
import type { Column } from '../../components/list/types.ts';

/** How the reader stands to a hub, in a word: runs it, belongs to it, or nothing to say. */
function RelationChip({ hub }: { hub: HubSummary }) {
  const { t } = useTranslation('hubs');
  const label = useLabel();
  if (hub.myRelation.manages) {
    return <Chip size="small" color="primary" label={t('list.runs')} />;
  }
  const status = hub.myRelation.membershipStatus;
  return status === null ? null : (
    <Chip size="small" label={label(HubMemberStatus.labelKey(status))} />
  );
}

export function useHubColumns(): Column<HubSummary>[] {
  const { t } = useTranslation('hubs');
  const localized = useLocalizedPath();
  const { search } = useLocation();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('list.columns.name'),
        cell: (hub) => (
          <Link
            component={RouterLink}
            to={localized(`/user/shared-living/hubs/${hub.id}`)}
            state={{ listSearch: search } satisfies FromListState}
          >
            {hub.name}
          </Link>
        ),
      },
      {
        id: 'operator',
        header: t('list.columns.operator'),
        cell: (hub) => t(`operatorKind.${hub.operator.kind}`, { name: hub.operator.name }),
      },
      { id: 'city', header: t('list.columns.city'), cell: (hub) => hub.city?.name ?? '—' },
      {
        id: 'vacancies',
        header: t('list.columns.vacancies'),
        noWrap: true,
        cell: (hub) => t('list.vacanciesOf', { vacancies: hub.vacancies, capacity: hub.capacity }),
      },
      {
        id: 'members',
        header: t('list.columns.members'),
        noWrap: true,
        cell: (hub) => hub.memberCount,
      },
      {
        id: 'relation',
        header: t('list.columns.relation'),
        noWrap: true,
        cell: (hub) => <RelationChip hub={hub} />,
      },
    ],
    [t, localized, search],
  );
}
