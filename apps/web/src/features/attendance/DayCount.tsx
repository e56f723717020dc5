import type { AttendanceCount } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type DayCountProps = { count: AttendanceCount };

/** The day's head count against the capacity, read out again whenever it changes. */
export function DayCount({ count }: DayCountProps) {
  const { t } = useTranslation('attendance');
  return (
    <Stack spacing={1}>
      <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-live="polite" aria-atomic="true">
        <Typography variant="h5" component="p">
          {count.capacity === null
            ? t('count.attendedNoCapacity', { count: count.attended })
            : t('count.attended', { count: count.attended, capacity: count.capacity })}
        </Typography>
        <Typography color="text.secondary">
          {t('count.others', { absent: count.absent, unrecorded: count.unrecorded })}
        </Typography>
      </Paper>
      {count.overCapacity && count.capacity !== null && (
        <Alert severity="warning">
          {t('count.overCapacity', { count: count.attended - count.capacity })}
        </Alert>
      )}
    </Stack>
  );
}
