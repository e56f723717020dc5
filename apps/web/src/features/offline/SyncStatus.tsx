import { CARE_TIME_ZONE } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { QueuedCapture } from './captureStore.ts';
import { dropCapture, useQueueActive, useQueuedCaptures } from './offlineQueue.ts';
import { useOnline } from './useOnline.ts';

/** A refusal the visit card fixes itself: the reason picker, as for a capture sent online. */
export const waitsForReason = (capture: QueuedCapture) =>
  capture.problem?.fieldErrors.reasonCode !== undefined;

function QueuedItem({ capture }: { capture: QueuedCapture }) {
  const { t } = useTranslation('offline');
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: CARE_TIME_ZONE });
  const what = t('item', {
    kind: t(`kind.${capture.kind}`),
    label: capture.label,
    time: time.format(new Date(capture.capturedAt)),
  });
  const problem = capture.problem;
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={what}>
      <ListItemText
        primary={what}
        secondary={
          problem === null ? t('state.waiting') : t('state.refused', { message: problem.message })
        }
        slotProps={{ secondary: { color: problem === null ? 'text.secondary' : 'error' } }}
      />
      {problem !== null &&
        (waitsForReason(capture) ? (
          <Typography variant="body2">{t('fixOnVisit')}</Typography>
        ) : (
          <Button
            size="small"
            color="error"
            onClick={() => void dropCapture(capture)}
            aria-label={t('removeLabel', { item: what })}
          >
            {t('remove')}
          </Button>
        ))}
    </ListItem>
  );
}

/**
 * What this phone holds that the agency does not have yet: a count, and each capture with its
 * state. Says so when the phone is offline. Nothing when all is sent and the network is there,
 * nor for anyone but a caregiver (only their captures are kept).
 */
export function SyncStatus() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const captures = useQueuedCaptures();
  const headingId = useId();
  const refused = captures.some((capture) => capture.problem !== null);
  if (!useQueueActive()) {
    return null;
  }
  return (
    <>
      {!online && (
        <Alert severity="info" role="status">
          {t('offlineNotice')}
        </Alert>
      )}
      {captures.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
          <Typography id={headingId} variant="h6" component="h2" aria-live="polite">
            {t('waiting', { count: captures.length })}
          </Typography>
          {refused && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('refusedHelp')}
            </Alert>
          )}
          <List dense>
            {captures.map((capture) => (
              <QueuedItem key={capture.seq} capture={capture} />
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
