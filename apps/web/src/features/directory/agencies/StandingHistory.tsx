import type { StandingChange } from '@hearth/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime.tsx';
import { DataList } from '../../../components/list/DataList.tsx';
import type { Column } from '../../../components/list/types.ts';
import { useLocalPaging } from '../shared/useLocalPaging.ts';
import { useStandingHistory } from './agenciesApi.ts';
import { StandingChip } from './StandingChip.tsx';

export type StandingHistoryProps = { agencyId: number };

/** Every standing decision about the agency, newest first: when, what, why and by whom. */
export function StandingHistory({ agencyId }: StandingHistoryProps) {
  const { t } = useTranslation('directory');
  const paging = useLocalPaging(10);
  const result = useStandingHistory(agencyId, { page: paging.page, perPage: paging.perPage });
  const columns = useMemo<Column<StandingChange>[]>(
    () => [
      {
        id: 'when',
        header: t('standing.columns.when'),
        noWrap: true,
        cell: (change) => <DateTime value={change.changedAt} />,
      },
      {
        id: 'change',
        header: t('standing.columns.change'),
        cell: (change) => (
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <StandingChip standing={change.fromStanding} />
            <ArrowForwardIcon fontSize="small" titleAccess={t('standing.to')} />
            <StandingChip standing={change.toStanding} />
          </Stack>
        ),
      },
      { id: 'reason', header: t('standing.columns.reason'), cell: (change) => change.reason },
      {
        id: 'by',
        header: t('standing.columns.by'),
        cell: (change) => change.changedBy?.name ?? t('standing.unknownAuthor'),
      },
    ],
    [t],
  );
  return (
    <DataList
      label={t('standing.history')}
      columns={columns}
      rowKey={(change) => change.id}
      result={result}
      params={paging}
      emptyMessage={t('standing.noHistory')}
    />
  );
}
