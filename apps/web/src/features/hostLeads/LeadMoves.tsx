import {
  type HostLead,
  hostLeadMoveRequiresReason,
  hostLeadMovesFrom,
  type LeadStatus,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useMoveHostLead } from './hostLeadsApi.ts';

export type LeadMovesProps = { lead: HostLead };

/** The moves the pipeline allows from where the lead stands; one that needs a reason asks for it. */
export function LeadMoves({ lead }: LeadMovesProps) {
  const { t } = useTranslation('hostLeads');
  const { fieldText } = useFormMessages();
  const move = useMoveHostLead(lead.id);
  const [asking, setAsking] = useState<LeadStatus | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [moved, setMoved] = useState<LeadStatus | null>(null);
  const moves = hostLeadMovesFrom(lead.status);

  const send = (to: LeadStatus, withReason: string | null) => {
    setMoved(null);
    move.mutate(
      { to, reason: withReason },
      {
        onSuccess: () => {
          setAsking(null);
          setReason('');
          setMoved(to);
        },
        onError: (error) => {
          const refused = error instanceof ApiError ? error.fieldErrors.reason?.[0] : undefined;
          if (refused !== undefined) {
            setReasonError(fieldText(refused) ?? refused);
          }
        },
      },
    );
  };

  const choose = (to: LeadStatus) => {
    setReasonError(null);
    if (hostLeadMoveRequiresReason(lead.status, to)) {
      setAsking(to);
      return;
    }
    send(to, null);
  };

  const confirm = () => {
    if (asking === null) {
      return;
    }
    if (reason.trim() === '') {
      setReasonError(t('validation.reasonRequired'));
      return;
    }
    send(asking, reason.trim());
  };

  const failure =
    move.error === null || (move.error instanceof ApiError && move.error.fieldErrors.reason)
      ? null
      : move.error instanceof ApiError && move.error.code === 'conflict'
        ? t('move.conflict')
        : move.error.message;

  return (
    <Stack spacing={2}>
      {moved !== null && (
        <Alert severity="success" role="status">
          {t('move.moved', { status: t(`status.${moved}`) })}
        </Alert>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {moves.length === 0 ? (
        <Typography color="text.secondary">{t('detail.noMoves')}</Typography>
      ) : asking === null ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {moves.map((to) => (
            <SpinnerButton
              key={to}
              variant={to === 'declined' ? 'outlined' : 'contained'}
              color={to === 'declined' ? 'error' : 'primary'}
              spinning={move.isPending && move.variables?.to === to}
              disabled={move.isPending}
              onClick={() => choose(to)}
            >
              {t(`move.${to}`)}
            </SpinnerButton>
          ))}
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <TextField
            label={t('move.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            autoFocus
            error={reasonError !== null}
            helperText={reasonError}
          />
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setAsking(null)} disabled={move.isPending}>
              {t('move.cancel')}
            </Button>
            <SpinnerButton
              variant="contained"
              color="error"
              spinning={move.isPending}
              onClick={confirm}
            >
              {t('move.confirmDecline')}
            </SpinnerButton>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
