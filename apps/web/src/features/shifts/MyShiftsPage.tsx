import { careDay, ListingService, type Shift } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { retryCapture, SyncStatus, useQueuedCaptures, waitsForReason } from '../offline/index.ts';
import { CheckOutDialog } from './CheckOutDialog.tsx';
import { ShiftStatusChip } from './ShiftStatusChip.tsx';
import { useShiftFormat } from './shiftFormat.ts';
import { useMyShifts, type VisitAction } from './shiftsApi.ts';
import { useVisitCapture } from './useVisitCapture.ts';
import { VisitReasonPicker } from './VisitReasonPicker.tsx';

const big = { py: 1.5, fontSize: '1.1rem', flex: '1 1 10rem' } as const;

/**
 * The buttons a shift offers its caregiver now: answer the offer, then check in, then out (the
 * check-out opens its own step for the tasks done and the client's signature).
 */
function VisitCard({ shift }: { shift: Shift }) {
  const { t } = useTranslation('shifts');
  const { t: tOffline } = useTranslation('offline');
  const label = useLabel();
  const format = useShiftFormat();
  const capture = useVisitCapture(shift);
  const { visit, locating } = capture;
  const [checkingOut, setCheckingOut] = useState(false);
  // Marks taken offline, not yet on the server: the visit goes on from them.
  const queued = useQueuedCaptures().filter(
    (mark) => mark.kind !== 'dose' && mark.targetId === shift.id,
  );
  const queuedIn = queued.find((mark) => mark.kind === 'check-in');
  const queuedOut = queued.find((mark) => mark.kind === 'check-out');
  const refusedForReason = queued.find(waitsForReason);
  const checkedIn = shift.checkIn !== null || queuedIn !== undefined;
  const checkedOut = shift.checkOut !== null || queuedOut !== undefined;

  function act(action: VisitAction) {
    if (action === 'accept' || action === 'decline') {
      visit.mutate({ shiftId: shift.id, action });
    } else if (action === 'check-in') {
      void capture.capture(action);
    } else {
      visit.reset();
      setCheckingOut(true);
    }
  }

  const busy = capture.busy;
  const button = (action: VisitAction, text: string, variant: 'contained' | 'outlined') => (
    <SpinnerButton
      variant={variant}
      size="large"
      sx={big}
      spinning={busy && (visit.variables?.action === action || locating)}
      disabled={busy}
      onClick={() => act(action)}
    >
      {text}
    </SpinnerButton>
  );

  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} aria-label={shift.patient.name}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {shift.patient.name}
          </Typography>
          <ShiftStatusChip shift={shift} />
        </Stack>
        <Typography sx={{ fontSize: '1.2rem' }}>{format.span(shift)}</Typography>
        <Typography color="text.secondary">
          {t('mine.services')}:{' '}
          {shift.services.map((code) => label(ListingService.labelKey(code))).join(', ')}
        </Typography>
        {shift.checkIn && (
          <Typography role="status">
            {t('mine.checkedIn', { time: format.time(shift.checkIn.at) })}
          </Typography>
        )}
        {shift.checkOut && (
          <Typography role="status">
            {t('mine.checkedOut', { time: format.time(shift.checkOut.at) })}
          </Typography>
        )}
        {queued.map((mark) => (
          <Typography role="status" key={mark.seq}>
            {t(mark.kind === 'check-in' ? 'mine.checkedIn' : 'mine.checkedOut', {
              time: format.time(mark.capturedAt),
            })}{' '}
            · {tOffline('pending')}
          </Typography>
        ))}
        {refusedForReason !== undefined && refusedForReason.kind !== 'dose' && (
          <VisitReasonPicker
            action={refusedForReason.kind}
            busy={false}
            onSubmit={(reasonCode) =>
              void retryCapture({
                ...refusedForReason,
                body: { ...refusedForReason.body, reasonCode },
              })
            }
          />
        )}
        {shift.assignment === 'offered' && <Alert severity="info">{t('mine.offered')}</Alert>}
        {locating && <Typography role="status">{t('mine.locating')}</Typography>}
        {capture.problem && (
          <Alert severity="warning" role="alert">
            {capture.problem}
          </Alert>
        )}
        {capture.failure && (
          <Alert severity="error" role="alert">
            {capture.failure}
          </Alert>
        )}
        {capture.awaitingReason === 'check-in' && (
          <VisitReasonPicker
            action="check-in"
            busy={visit.isPending}
            onSubmit={(reason) => capture.sendWithReason(reason)}
          />
        )}
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {shift.assignment === 'offered' && (
            <>
              {button('accept', t('mine.accept'), 'contained')}
              {button('decline', t('mine.decline'), 'outlined')}
            </>
          )}
          {shift.assignment === 'accepted' &&
            !checkedIn &&
            button('check-in', t('mine.checkIn'), 'contained')}
          {checkedIn && !checkedOut && button('check-out', t('mine.checkOut'), 'contained')}
          {shift.checkOut !== null && <Alert severity="success">{t('mine.done')}</Alert>}
        </Stack>
      </Stack>
      {checkingOut && <CheckOutDialog shift={shift} onClose={() => setCheckingOut(false)} />}
    </Paper>
  );
}

/** A caregiver's day on their phone: each visit with one big button for what comes next. */
export function MyShiftsPage() {
  const { t } = useTranslation('shifts');
  usePageTitle(t('mine.title'));
  const query = useMyShifts(careDay(new Date()));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {t('mine.title')}
      </Typography>
      <SyncStatus />
      {query.isPending ? (
        <ListLoading label={t('mine.loading')} />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <ListEmpty message={t('mine.empty')} />
      ) : (
        query.data.map((shift) => <VisitCard key={shift.id} shift={shift} />)
      )}
    </Stack>
  );
}
