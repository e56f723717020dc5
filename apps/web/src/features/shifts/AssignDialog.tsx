import type { EligibleCaregiver, Shift } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useShiftFormat } from './shiftFormat.ts';
import { useAssignShift, useEligibleCaregivers } from './shiftsApi.ts';

export type AssignDialogProps = { shift: Shift; onClose: () => void };

/** The agency's caregivers for one shift: the eligible to offer it to, the others with why not. */
export function AssignDialog({ shift, onClose }: AssignDialogProps) {
  const { t } = useTranslation('shifts');
  const format = useShiftFormat();
  const query = useEligibleCaregivers(shift.id);
  const assign = useAssignShift(shift.id);
  const eligible = query.data?.filter((row) => row.eligible) ?? [];
  const ineligible = query.data?.filter((row) => !row.eligible) ?? [];

  const group = (title: string, rows: EligibleCaregiver[]) =>
    rows.length > 0 && (
      <>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {title}
        </Typography>
        <List dense aria-label={title}>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              disableGutters
              secondaryAction={
                row.eligible && (
                  <SpinnerButton
                    variant="outlined"
                    size="small"
                    aria-label={t('assign.chooseLabel', { name: row.name })}
                    spinning={assign.isPending && assign.variables === row.id}
                    disabled={assign.isPending}
                    onClick={() => assign.mutate(row.id)}
                  >
                    {t('assign.choose')}
                  </SpinnerButton>
                )
              }
            >
              <ListItemText
                primary={row.name}
                secondary={row.reasons.map((reason) => t(`ineligible.${reason}`)).join(' · ')}
                sx={{ pr: row.eligible ? 10 : 0, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      </>
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-shift-title">
      <DialogTitle id="assign-shift-title">{t('assign.title')}</DialogTitle>
      <DialogContent>
        <Typography>
          {t('assign.when', { day: format.day(shift.startsAt), span: format.span(shift) })}
        </Typography>
        {assign.isSuccess && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('assign.done', { name: assign.data.caregiver?.name ?? '' })}
          </Alert>
        )}
        {assign.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {assign.error.message}
          </Alert>
        )}
        {query.isPending ? (
          <ListLoading label={t('assign.loading')} />
        ) : query.isError ? (
          <ListError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <ListEmpty message={t('assign.empty')} />
        ) : (
          <>
            {group(t('assign.eligible'), eligible)}
            {group(t('assign.ineligible'), ineligible)}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assign.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
