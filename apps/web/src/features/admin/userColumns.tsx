import { Role, type User } from '@hearth/domain';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { DateTime } from '../../components/DateTime.tsx';
import type { Column } from '../../components/list/types.ts';
import { UserStatusChip } from './UserStatusChip.tsx';

/** What the detail page's "back" link returns to: the list as it was filtered. */
export type FromListState = { listSearch: string };

export function useUserColumns(): Column<User>[] {
  const { t } = useTranslation('admin');
  const label = useLabel();
  const localized = useLocalizedPath();
  const { search } = useLocation();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('users.columns.name'),
        cell: (user) => (
          <Link
            component={RouterLink}
            to={localized(`/user/users/${user.id}`)}
            state={{ listSearch: search } satisfies FromListState}
          >
            {user.name}
          </Link>
        ),
      },
      { id: 'email', header: t('users.columns.email'), cell: (user) => user.email },
      {
        id: 'role',
        header: t('users.columns.role'),
        cell: (user) => label(Role.labelKey(user.role)),
      },
      {
        id: 'status',
        header: t('users.columns.status'),
        noWrap: true,
        cell: (user) => <UserStatusChip status={user.status} />,
      },
      {
        id: 'created',
        header: t('users.columns.created'),
        noWrap: true,
        cell: (user) => <DateTime value={user.createdAt} />,
      },
    ],
    [t, label, localized, search],
  );
}
