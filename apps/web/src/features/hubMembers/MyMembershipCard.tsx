import { HubMemberStatus, type MyHubMembership } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useMoveMyMembership, useMyMembership } from './hubMembersApi.ts';
import { MemberStatusChip } from './MemberStatusChip.tsx';
import { moveName } from './memberMoves.ts';

export type MyMembershipCardProps = { hubId: number };

/** Where the reader stands in the hub, and the moves the table lets them make themself. */
export function MyMembershipCard({ hubId }: MyMembershipCardProps) {
  const { t } = useTranslation('hubMembers');
  const query = useMyMembership(hubId);
  if (query.isPending) {
    return <ListLoading label={t('mine.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  // Those who run the hub and never joined it have no membership of their own to show.
  if (query.data.status === null && (query.data.manages || query.data.moves.length === 0)) {
    return null;
  }
  return (
    <SectionCard title={t('mine.title')}>
      <MyMembership hubId={hubId} membership={query.data} />
    </SectionCard>
  );
}

type MyMembershipProps = { hubId: number; membership: MyHubMembership };

function MyMembership({ hubId, membership }: MyMembershipProps) {
  const { t } = useTranslation('hubMembers');
  const mutation = useMoveMyMembership(hubId);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const from = membership.status ?? 'none';
  const move = (to: HubMemberStatus) =>
    mutation.mutate(
      { to, reason: null, from: membership.status },
      { onSuccess: () => setConfirmingLeave(false) },
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{t(`mine.status.${from}`)}</Typography>
        {membership.status !== null && <MemberStatusChip status={membership.status} />}
      </Stack>
      {membership.status === HubMemberStatus.removedByHub && membership.reason && (
        <Typography variant="body2" color="text.secondary">
          {t('mine.reason', { reason: membership.reason })}
        </Typography>
      )}
      {mutation.isError && !confirmingLeave && (
        <Alert severity="error" role="alert">
          {mutation.error.message}
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {membership.moves.map((to) => {
          const name = moveName(from, to);
          const leaving = to === HubMemberStatus.requestDelete;
          return (
            <SpinnerButton
              key={to}
              variant={leaving ? 'outlined' : 'contained'}
              color={leaving ? 'error' : 'primary'}
              spinning={mutation.isPending && mutation.variables.to === to}
              onClick={() => (leaving ? setConfirmingLeave(true) : move(to))}
            >
              {t(`moves.${name}`)}
            </SpinnerButton>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={confirmingLeave}
        title={t('mine.leaveTitle')}
        message={t('mine.leaveMessage')}
        confirmLabel={t('moves.leave')}
        destructive
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={() => move(HubMemberStatus.requestDelete)}
        onClose={() => setConfirmingLeave(false)}
      />
    </Stack>
  );
}
