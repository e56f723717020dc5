import {
  type HubMember,
  type HubMemberStatus,
  hubMemberMoveRequiresReason,
  hubMemberMovesFor,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { useMoveMember } from './hubMembersApi.ts';
import { type MoveName, moveName } from './memberMoves.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

export type MemberActionsProps = { hubId: number; member: HubMember };

/** The hub's moves on one membership, as the table offers them, and its history. */
export function MemberActions({ hubId, member }: MemberActionsProps) {
  const { t } = useTranslation('hubMembers');
  const mutation = useMoveMember(hubId, member.user.id);
  // The move that asks for a reason, named when asked: the row moves on once it is made.
  const [asking, setAsking] = useState<{ to: HubMemberStatus; name: MoveName } | null>(null);
  const [showingHistory, setShowingHistory] = useState(false);
  const from = member.status;
  const move = (to: HubMemberStatus, reason: string | null) =>
    mutation.mutate({ to, reason, from }, { onSuccess: () => setAsking(null) });

  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {hubMemberMovesFor('hub', from).map((to) => {
          const name = moveName(from, to);
          const needsReason = hubMemberMoveRequiresReason(from, to);
          return (
            <SpinnerButton
              key={to}
              size="small"
              variant="outlined"
              color={needsReason ? 'error' : 'primary'}
              spinning={!needsReason && mutation.isPending && mutation.variables.to === to}
              aria-label={t(`movesFor.${name}`, { name: member.user.name })}
              onClick={() => (needsReason ? setAsking({ to, name }) : move(to, null))}
            >
              {t(`moves.${name}`)}
            </SpinnerButton>
          );
        })}
        <Button
          size="small"
          onClick={() => setShowingHistory(true)}
          aria-label={t('history.openFor', { name: member.user.name })}
        >
          {t('history.open')}
        </Button>
      </Stack>
      {mutation.isError && asking === null && (
        <Alert severity="error" role="alert">
          {mutation.error.message}
        </Alert>
      )}
      {asking !== null && (
        <ReasonDialog
          title={t('reason.title', { move: t(`moves.${asking.name}`), name: member.user.name })}
          message={t('reason.message')}
          confirmLabel={t(`moves.${asking.name}`)}
          pending={mutation.isPending}
          error={mutation.error}
          onConfirm={(reason) => move(asking.to, reason)}
          onClose={() => {
            mutation.reset();
            setAsking(null);
          }}
        />
      )}
      {showingHistory && (
        <HistoryDialog
          hubId={hubId}
          person={member.user}
          onClose={() => setShowingHistory(false)}
        />
      )}
    </Stack>
  );
}
