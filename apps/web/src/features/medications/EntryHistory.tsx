import {
  type Administration,
  MedicationAdministration,
  ReasonNotAdministered,
} from '@hearth/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateTimeFormat } from '../../components/DateTime.tsx';

export type EntryHistoryProps = { entries: Administration[] };

/** A dose's entries, oldest first; each one a later entry corrects stays readable, struck through. */
export function EntryHistory({ entries }: EntryHistoryProps) {
  const { t } = useTranslation('medications');
  const { t: tOffline } = useTranslation('offline');
  const label = useLabel();
  const when = useDateTimeFormat();
  return (
    <section aria-label={t('dialog.history')}>
      <Typography variant="subtitle1" component="h3">
        {t('dialog.history')}
      </Typography>
      <List dense disablePadding>
        {entries.map((entry, index) => {
          const superseded = index < entries.length - 1;
          const what = [
            label(MedicationAdministration.labelKey(entry.status)),
            entry.reason === null ? null : label(ReasonNotAdministered.labelKey(entry.reason)),
            entry.comment,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={
                  <>
                    {superseded ? <del>{what}</del> : what}
                    {superseded && ` (${t('grid.corrected')})`}
                  </>
                }
                secondary={
                  <>
                    {t('dialog.recordedBy', {
                      name: entry.recordedBy?.name ?? t('dialog.someone'),
                      when: when(entry.recordedAt),
                    })}
                    {entry.capturedOffline && ` · ${tOffline('capturedOffline')}`}
                    {entry.late && entry.lateReason && (
                      <>
                        <br />
                        {t('dialog.lateMark', { reason: entry.lateReason })}
                      </>
                    )}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
