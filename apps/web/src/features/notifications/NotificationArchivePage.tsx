import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  notificationKindsOf,
} from '@hearth/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
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
import { visuallyHidden } from '../../components/visuallyHidden.ts';
import { useAuthDetails } from '../identity/index.ts';
import { useMarkRead, useNotificationArchive } from './notificationsApi.ts';
import { useKindLabel } from './useKindLabel.ts';
import { useNotificationText } from './useNotificationText.ts';

const FILTERS = ['kind', 'state', 'from', 'to'] as const;

const isKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

function useColumns(): Column<Notification>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const wording = useNotificationText();
  const markRead = useMarkRead();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t('notifications.archive.columns.time'),
        noWrap: true,
        cell: (notification) => <DateTime value={notification.createdAt} />,
      },
      {
        id: 'notification',
        header: t('notifications.archive.columns.notification'),
        cell: (notification) => {
          const { title, body } = wording(notification);
          const unread = notification.readAt === null;
          const heading = (
            <Box component="span" sx={{ fontWeight: unread ? 700 : 400 }}>
              {unread && (
                <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>
              )}
              {title}
            </Box>
          );
          return (
            <>
              {notification.link === null ? (
                heading
              ) : (
                <Link
                  component={RouterLink}
                  to={localized(notification.link)}
                  onClick={() => unread && markRead.mutate(notification.id)}
                >
                  {heading}
                </Link>
              )}
              <Box component="span" sx={{ display: 'block' }}>
                {body}
              </Box>
            </>
          );
        },
      },
      {
        id: 'state',
        header: t('notifications.archive.columns.state'),
        cell: (notification) =>
          t(
            notification.readAt === null
              ? 'notifications.archive.states.unread'
              : 'notifications.archive.states.read',
          ),
      },
    ],
    [t, localized, wording, markRead],
  );
}

/** All of the reader's notifications, newest first, by kind, read state and days. */
export function NotificationArchivePage() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const list = useListParams(FILTERS);
  const { kind, state, from, to } = list.filters;
  const result = useNotificationArchive({
    page: list.page,
    perPage: list.perPage,
    kind: isKind(kind) ? kind : undefined,
    unread: state === 'unread' ? 'true' : state === 'read' ? 'false' : undefined,
    ...dayRangeToInstants(from, to),
  });
  const columns = useColumns();
  const role = useAuthDetails().data?.user.role;
  const kindsOffered = role === undefined ? [] : notificationKindsOf(role);

  return (
    <ListPage
      title={t('notifications.archive.title')}
      filters={
        <FilterBar>
          <SelectFilter
            label={t('notifications.archive.filters.kind')}
            value={kind}
            options={kindsOffered.map((code) => ({ value: code, label: kindLabel(code) }))}
            onChange={(value) => list.setFilters({ kind: value })}
          />
          <SelectFilter
            label={t('notifications.archive.filters.state')}
            value={state}
            options={[
              { value: 'unread', label: t('notifications.archive.states.unread') },
              { value: 'read', label: t('notifications.archive.states.read') },
            ]}
            onChange={(value) => list.setFilters({ state: value })}
          />
          <DateRangeFilter from={from} to={to} onChange={(range) => list.setFilters(range)} />
        </FilterBar>
      }
    >
      <DataList
        label={t('notifications.archive.title')}
        columns={columns}
        rowKey={(notification) => notification.id}
        result={result}
        params={list}
        emptyMessage={t(
          list.hasFilters ? 'notifications.archive.noneMatching' : 'notifications.archive.none',
        )}
      />
    </ListPage>
  );
}
