import type { CaregiverStatus } from '@hearth/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../components/DateTime.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useStatusHistory } from './caregiversApi.ts';

export type StatusHistoryProps = {
  caregiverId: number;
  statusLabel: (status: CaregiverStatus) => string;
};

/** Every status change, newest first: from what to what, who, when and why. */
export function StatusHistory({ caregiverId, statusLabel }: StatusHistoryProps) {
  const { t } = useTranslation('caregivers');
  const headingId = useId();
  const formatTime = useDateTimeFormat();
  const history = useStatusHistory(caregiverId);

  return (
    <div>
      <Typography variant="subtitle1" component="h3" id={headingId} gutterBottom>
        {t('history.heading')}
      </Typography>
      {history.isPending ? (
        <ListLoading label={t('history.loading')} />
      ) : history.isError ? (
        <ListError message={history.error.message} onRetry={() => void history.refetch()} />
      ) : (
        <>
          <List dense disablePadding aria-labelledby={headingId}>
            {history.data.data.map((entry) => (
              <ListItem key={entry.id} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={
                    entry.from === null
                      ? t('history.created', { status: statusLabel(entry.to) })
                      : t('history.moved', {
                          from: statusLabel(entry.from),
                          to: statusLabel(entry.to),
                        })
                  }
                  secondary={[
                    t('history.byAt', {
                      name: entry.changedBy?.name ?? t('history.unknownPerson'),
                      time: formatTime(entry.changedAt),
                    }),
                    entry.reason && t('history.reason', { reason: entry.reason }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          {history.data.meta.total > history.data.data.length && (
            <Typography variant="body2" color="text.secondary">
              {t('history.more', {
                shown: history.data.data.length,
                total: history.data.meta.total,
              })}
            </Typography>
          )}
        </>
      )}
    </div>
  );
}
