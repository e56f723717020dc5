import { type PayPeriod, payPeriodAfter } from '@hearth/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTimesheetText } from './useTimesheetText.ts';

export type PayPeriodPickerProps = {
  period: PayPeriod;
  onChange: (periodStart: string) => void;
  /** The latest period one may step to, by its first day; no limit without it. */
  latestStart?: string;
};

/** Steps through the bi-weekly pay periods, one at a time, the chosen one written out. */
export function PayPeriodPicker({ period, onChange, latestStart }: PayPeriodPickerProps) {
  const { t } = useTranslation('timesheets');
  const text = useTimesheetText();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={t('period.previous')}
        onClick={() => onChange(payPeriodAfter(period, -1).start)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: '12rem', textAlign: 'center' }}>
        {text.period(period)}
      </Typography>
      <IconButton
        aria-label={t('period.next')}
        disabled={latestStart !== undefined && period.start >= latestStart}
        onClick={() => onChange(payPeriodAfter(period, 1).start)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
