import { Role, type User, UserStatus } from '@hearth/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { setFilters } from '../../components/list/queryParams.ts';
import { SearchFilter } from '../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useAuthDetails } from '../identity/index.ts';
import { AgencyFilter } from '../reference/index.ts';
import { AddUserDialog } from './AddUserDialog.tsx';
import { useUserList } from './adminApi.ts';
import { listedRoles } from './rolePolicy.ts';
import { useUserColumns } from './userColumns.tsx';

const FILTERS = ['q', 'role', 'status', 'agencyId'] as const;

type Added = { user: User; invited: boolean };

/** Who works here: find people, open one, or add someone. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const label = useLabel();
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const result = useUserList({
    page: list.page,
    perPage: list.perPage,
    ...setFilters(list.filters),
  });
  const columns = useUserColumns();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);

  if (!details) {
    return null;
  }
  const isAdmin = details.user.role === Role.admin;

  return (
    <ListPage
      title={t('users.title')}
      action={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
          {t('users.add')}
        </Button>
      }
      filters={
        <FilterBar>
          <SearchFilter
            label={t('users.search')}
            value={list.filters.q}
            onChange={(q) => list.setFilters({ q })}
          />
          <SelectFilter
            label={t('users.columns.role')}
            value={list.filters.role}
            options={listedRoles(details).map((role) => ({
              value: String(role),
              label: label(Role.labelKey(role)),
            }))}
            onChange={(role) => list.setFilters({ role })}
          />
          <SelectFilter
            label={t('users.columns.status')}
            value={list.filters.status}
            options={UserStatus.codes.map((status) => ({
              value: String(status),
              label: label(UserStatus.labelKey(status)),
            }))}
            onChange={(status) => list.setFilters({ status })}
          />
          {/* Agency owners only ever see their own agency; the filter is for admins. */}
          {isAdmin && (
            <AgencyFilter
              label={t('users.agency')}
              value={list.filters.agencyId}
              onChange={(agencyId) => list.setFilters({ agencyId })}
            />
          )}
        </FilterBar>
      }
    >
      {added && (
        <Alert severity="success" role="status" onClose={() => setAdded(null)}>
          {t(added.invited ? 'users.invited' : 'users.created', {
            name: added.user.name,
            email: added.user.email,
          })}{' '}
          <Link component={RouterLink} to={localized(`/user/users/${added.user.id}`)}>
            {t('users.openAdded')}
          </Link>
        </Alert>
      )}
      <DataList
        label={t('users.title')}
        columns={columns}
        rowKey={(user) => user.id}
        result={result}
        params={list}
        emptyMessage={t(list.hasFilters ? 'users.noneMatching' : 'users.none')}
      />
      {adding && (
        <AddUserDialog
          onClose={() => setAdding(false)}
          onCreated={(user, invited) => {
            setAdding(false);
            setAdded({ user, invited });
          }}
        />
      )}
    </ListPage>
  );
}
