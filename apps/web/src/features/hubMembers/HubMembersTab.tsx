import { type HubMember, HubMemberStatus } from '@hearth/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../components/DateTime.tsx';
import { EnumerationChipsFilter } from '../../components/EnumerationChips.tsx';
import { type Column, DataList } from '../../components/list/DataList.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useHubTab } from '../hubs/index.ts';
import { useHubMembers } from './hubMembersApi.ts';
import { MemberActions } from './MemberActions.tsx';
import { MemberStatusChip } from './MemberStatusChip.tsx';
import { MyMembershipCard } from './MyMembershipCard.tsx';

const FILTERS = ['status'] as const;

/** The hub's people: the reader's own membership, and the members as the reader may see them. */
export function HubMembersTab() {
  const { hub } = useHubTab();
  const { manages } = hub.myRelation;
  const isMember = hub.myRelation.membershipStatus === HubMemberStatus.member;
  return (
    <Stack spacing={3}>
      <MyMembershipCard hubId={hub.id} />
      {(manages || isMember) && <MemberList hubId={hub.id} manages={manages} />}
    </Stack>
  );
}

type MemberListProps = { hubId: number; manages: boolean };

function MemberList({ hubId, manages }: MemberListProps) {
  const { t } = useTranslation('hubMembers');
  const format = useDateTimeFormat();
  const params = useListParams(FILTERS);
  const result = useHubMembers(hubId, {
    page: params.page,
    perPage: params.perPage,
    status: params.filters.status || undefined,
  });
  const columns: Column<HubMember>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (row) => (
        <Stack>
          <Typography variant="body2">{row.user.name}</Typography>
          {row.email && (
            <Typography variant="caption" color="text.secondary">
              {row.email}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => <MemberStatusChip status={row.status} />,
      noWrap: true,
    },
    { id: 'since', header: t('columns.since'), cell: (row) => format(row.since), noWrap: true },
  ];
  if (manages) {
    columns.push(
      { id: 'reason', header: t('columns.reason'), cell: (row) => row.reason ?? '' },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: (row) => <MemberActions hubId={hubId} member={row} />,
      },
    );
  }

  return (
    <SectionCard title={manages ? t('list.titleAll') : t('list.titleMembers')}>
      <Stack spacing={2}>
        {manages && (
          <StatusChips
            value={params.filters.status}
            onChange={(status) => params.setFilters({ status })}
          />
        )}
        <DataList
          label={t('list.label')}
          columns={columns}
          rowKey={(row) => row.id}
          result={result}
          params={params}
          emptyMessage={params.hasFilters ? t('list.noneMatching') : t('list.none')}
        />
      </Stack>
    </SectionCard>
  );
}

type StatusChipsProps = { value: string; onChange: (value: string) => void };

/** One status at a time, or all of them: a pressed chip pressed again shows everyone. */
function StatusChips({ value, onChange }: StatusChipsProps) {
  const { t } = useTranslation('hubMembers');
  const isPressed = (status: HubMemberStatus) => value === String(status);
  return (
    <EnumerationChipsFilter
      label={t('list.filter')}
      enumeration={HubMemberStatus}
      isPressed={isPressed}
      onToggle={(status) => onChange(isPressed(status) ? '' : String(status))}
    />
  );
}
