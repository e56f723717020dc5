import type { HostLeadChange } from '@hearth/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';

export type LeadHistoryProps = { history: readonly HostLeadChange[] };

/** Every move of the lead, oldest first, with who made it and why. */
export function LeadHistory({ history }: LeadHistoryProps) {
  const { t } = useTranslation('hostLeads');
  if (history.length === 0) {
    return <Typography color="text.secondary">{t('detail.noHistory')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {history.map((change) => (
        <ListItem key={change.id} disableGutters alignItems="flex-start">
          <ListItemText
            primary={t('detail.change', {
              from: t(`status.${change.from}`),
              to: t(`status.${change.to}`),
            })}
            secondary={
              <>
                <DateTime value={change.changedAt} />{' '}
                {change.changedBy
                  ? t('detail.by', { name: change.changedBy.name })
                  : t('detail.byUnknown')}
                {change.reason && (
                  <Typography component="span" display="block" sx={{ overflowWrap: 'anywhere' }}>
                    {change.reason}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
