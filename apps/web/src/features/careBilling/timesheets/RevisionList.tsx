import type { TimesheetRevision } from '@hearth/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../components/DateTime.tsx';
import { useTimesheetText } from './useTimesheetText.ts';

/** Every approval of the period, newest first, each with who, when, its totals and reason. */
export function RevisionList({ revisions }: { revisions: readonly TimesheetRevision[] }) {
  const { t } = useTranslation('timesheets');
  const text = useTimesheetText();
  const when = useDateTimeFormat();
  if (revisions.length === 0) {
    return <Typography color="text.secondary">{t('revisions.empty')}</Typography>;
  }
  return (
    <List disablePadding aria-label={t('revisions.title')}>
      {revisions.map((revision) => (
        <ListItem key={revision.revision} disableGutters divider>
          <ListItemText
            primary={t(revision.revision === 1 ? 'revisions.approval' : 'revisions.revision', {
              number: revision.revision,
              name: revision.approvedBy?.name ?? '—',
              when: when(revision.approvedAt),
            })}
            secondary={[
              t('revisions.totals', {
                visits: revision.visitCount,
                hours: text.hours(revision.verifiedMinutes),
              }),
              revision.reason,
            ]
              .filter((part) => part !== null)
              .join(' · ')}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
