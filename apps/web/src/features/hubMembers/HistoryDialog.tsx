import { HubMemberStatus } from '@hearth/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateTimeFormat } from '../../components/DateTime.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useMemberHistory } from './hubMembersApi.ts';

export type HistoryDialogProps = {
  hubId: number;
  person: { id: number; name: string };
  onClose: () => void;
};

/** Every move of one membership, oldest first: when, from what to what, by whom, and why. */
export function HistoryDialog({ hubId, person, onClose }: HistoryDialogProps) {
  const { t } = useTranslation('hubMembers');
  const label = useLabel();
  const format = useDateTimeFormat();
  const titleId = useId();
  const query = useMemberHistory(hubId, person.id);
  const statusName = (status: HubMemberStatus | null) =>
    status === null ? t('history.none') : label(HubMemberStatus.labelKey(status));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('history.title', { name: person.name })}</DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <ListLoading label={t('history.loading')} />
        ) : query.isError ? (
          <ListError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          t('history.empty')
        ) : (
          <List aria-label={t('history.title', { name: person.name })}>
            {query.data.map((change) => (
              <ListItem key={change.id} disableGutters divider>
                <ListItemText
                  primary={t('history.move', {
                    from: statusName(change.from),
                    to: statusName(change.to),
                  })}
                  secondary={[
                    t('history.when', {
                      when: format(change.changedAt),
                      who: change.changedBy?.name ?? t('history.system'),
                    }),
                    change.reason && t('history.reason', { reason: change.reason }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
