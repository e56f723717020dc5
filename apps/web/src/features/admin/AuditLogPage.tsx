import type { AuditLogEntry } from '@hearth/domain';
import { AUDIT_ACTIONS } from '@hearth/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { DataList } from '../../components/list/DataList.tsx';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { dayRangeToInstants } from '../../components/list/dateRange.ts';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import type { Column } from '../../components/list/types.ts';
import { useListParams } from '../../components/list/useListParams.ts';
import { AuditDetailsDialog } from './AuditDetailsDialog.tsx';
import { useAuditList } from './historyApi.ts';
import { useAuditLabels } from './useAuditLabels.ts';

const FILTERS = ['action', 'from', 'to'] as const;

function useColumns(showDetails: (entry: AuditLogEntry) => void): Column<AuditLogEntry>[] {
  const { t } = useTranslation('admin');
  const localized = useLocalizedPath();
  const { actionLabel, subjectLabel } = useAuditLabels();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t('auditLog.columns.time'),
        noWrap: true,
        cell: (entry) => <DateTime value={entry.createdAt} withSeconds />,
      },
      {
        id: 'actor',
        header: t('auditLog.columns.actor'),
        cell: (entry) =>
          entry.actorEmail ??
          (entry.actorUserId === null
            ? t('auditLog.system')
            : t('auditLog.formerUser', { id: entry.actorUserId })),
      },
      {
        id: 'action',
        header: t('auditLog.columns.action'),
        cell: (entry) => actionLabel(entry.action),
      },
      {
        id: 'subject',
        header: t('auditLog.columns.subject'),
        cell: (entry) =>
          entry.subjectType === 'user' && entry.subjectId !== null ? (
            <Link component={RouterLink} to={localized(`/user/users/${entry.subjectId}`)}>
              {subjectLabel(entry.subjectType, entry.subjectId)}
            </Link>
          ) : (
            subjectLabel(entry.subjectType, entry.subjectId)
          ),
      },
      { id: 'ip', header: t('auditLog.columns.ip'), cell: (entry) => entry.ip ?? '—' },
      {
        id: 'details',
        header: t('auditLog.columns.details'),
        cell: (entry) => (
          <Button
            size="small"
            onClick={() => showDetails(entry)}
            aria-label={t('auditLog.showDetailsOf', { id: entry.id })}
          >
            {t('auditLog.showDetails')}
          </Button>
        ),
      },
    ],
    [t, localized, actionLabel, subjectLabel, showDetails],
  );
}

/** Who changed what, newest first; admins only. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const { actionLabel } = useAuditLabels();
  const list = useListParams(FILTERS);
  const { action, from, to } = list.filters;
  const result = useAuditList({
    page: list.page,
    perPage: list.perPage,
    action: action || undefined,
    ...dayRangeToInstants(from, to),
  });
  const [shown, setShown] = useState<AuditLogEntry | null>(null);
  const columns = useColumns(setShown);

  return (
    <ListPage
      title={t('auditLog.title')}
      filters={
        <FilterBar>
          <SelectFilter
            label={t('auditLog.columns.action')}
            value={action}
            options={AUDIT_ACTIONS.map((code) => ({ value: code, label: actionLabel(code) }))}
            onChange={(value) => list.setFilters({ action: value })}
          />
          <DateRangeFilter from={from} to={to} onChange={(range) => list.setFilters(range)} />
        </FilterBar>
      }
    >
      <DataList
        label={t('auditLog.title')}
        columns={columns}
        rowKey={(entry) => entry.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'auditLog.noneMatching' : 'auditLog.none')}
      />
      {shown && <AuditDetailsDialog entry={shown} onClose={() => setShown(null)} />}
    </ListPage>
  );
}
