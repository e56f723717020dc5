import { type VisitChange, VisitChangeReason, VisitChangeResolution } from '@hearth/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { ListEmpty } from '../../components/list/ListStatus.tsx';
import { useShiftFormat } from './shiftFormat.ts';

export type VisitChangesListProps = { changes: readonly VisitChange[] };

/** The agency's corrections of a visit, oldest first: each original beside what replaced it. */
export function VisitChangesList({ changes }: VisitChangesListProps) {
  const { t } = useTranslation('shifts');
  const label = useLabel();
  const format = useShiftFormat();
  const moment = (iso: string) => `${format.day(iso)}, ${format.time(iso)}`;
  if (changes.length === 0) {
    return <ListEmpty message={t('visit.changes.empty')} />;
  }
  return (
    <List disablePadding aria-label={t('visit.changes.title')}>
      {changes.map((change) => (
        <ListItem key={change.id} divider disableGutters sx={{ display: 'block' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t(`visit.changes.fields.${change.field}`)}
          </Typography>
          <Typography>
            {t('visit.changes.beforeAfter', {
              before: change.before ? moment(change.before.at) : t('visit.notRecorded'),
              after: moment(change.after.at),
            })}
          </Typography>
          <Typography variant="body2">
            {t('visit.changes.codes', {
              reason: label(VisitChangeReason.labelKey(change.reason)),
              resolution: label(VisitChangeResolution.labelKey(change.resolution)),
            })}
          </Typography>
          {change.note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {change.note}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('visit.changes.by', { name: change.changedBy.name, time: moment(change.changedAt) })}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
