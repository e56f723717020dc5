import { AssessmentStatus, type AssessmentStatusChange } from '@hearth/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateTimeFormat } from '../../components/DateTime.tsx';

export type StatusTimelineProps = { label: string; history: readonly AssessmentStatusChange[] };

/** Every status change, newest first: from what to what, who, when and why. */
export function StatusTimeline({ label, history }: StatusTimelineProps) {
  const { t } = useTranslation('assessments');
  const statusLabel = useLabel();
  const formatTime = useDateTimeFormat();
  const name = (status: AssessmentStatus) => statusLabel(AssessmentStatus.labelKey(status));
  return (
    <List dense disablePadding aria-label={label}>
      {[...history].reverse().map((entry) => (
        <ListItem key={entry.id} disableGutters alignItems="flex-start">
          <ListItemText
            primary={
              entry.from === null
                ? t('history.created', { status: name(entry.to) })
                : t('history.moved', { from: name(entry.from), to: name(entry.to) })
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
  );
}
