import { Role, type User } from '@hearth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { DataList } from '../../../components/list/DataList.tsx';
import type { Column } from '../../../components/list/types.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { UserStatusChip } from '../../admin/index.ts';
import { useAuthDetails } from '../../identity/index.ts';
import { RecordLink } from '../shared/RecordLink.tsx';
import { useLocalPaging } from '../shared/useLocalPaging.ts';
import { useAgencyStaff } from './agenciesApi.ts';

export type StaffSectionProps = { agencyId: number };

/** The agency's owners, agents and caregivers; people managers open their accounts from here. */
export function StaffSection({ agencyId }: StaffSectionProps) {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const { data: details } = useAuthDetails();
  const managesUsers = details?.permissions.manageUsers === true;
  const paging = useLocalPaging(10);
  const result = useAgencyStaff(agencyId, { page: paging.page, perPage: paging.perPage });
  const columns = useMemo<Column<User>[]>(
    () => [
      {
        id: 'name',
        header: t('staff.columns.name'),
        cell: (user) =>
          managesUsers ? (
            <RecordLink to={`/user/users/${user.id}`}>{user.name}</RecordLink>
          ) : (
            user.name
          ),
      },
      { id: 'email', header: t('staff.columns.email'), cell: (user) => user.email },
      {
        id: 'role',
        header: t('staff.columns.role'),
        cell: (user) => label(Role.labelKey(user.role)),
      },
      {
        id: 'status',
        header: t('staff.columns.status'),
        noWrap: true,
        cell: (user) => <UserStatusChip status={user.status} />,
      },
    ],
    [t, label, managesUsers],
  );
  return (
    <SectionCard title={t('staff.title')}>
      <DataList
        label={t('staff.title')}
        columns={columns}
        rowKey={(user) => user.id}
        result={result}
        params={paging}
        emptyMessage={t('staff.none')}
      />
    </SectionCard>
  );
}
