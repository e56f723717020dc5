import TextField from '@mui/material/TextField';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

export type DateRangeFilterProps = {
  /** `YYYY-MM-DD`, or '' for an open end. */
  from: string;
  to: string;
  /**
   * The one end that changed. Never both: the other end as this render saw it may already be
   * stale (a second change made before the first one's render), and would undo that change.
   */
  onChange: (change: { from: string } | { to: string }) => void;
};

/** Two day pickers, each end optional; each limits the other so the range cannot run backwards. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const dateSlots = (limits: { min?: string; max?: string }) => ({
    inputLabel: { shrink: true },
    htmlInput: limits,
  });
  return (
    <Fragment>
      <TextField
        type="date"
        label={t('list.from')}
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={dateSlots(to ? { max: to } : {})}
      />
      <TextField
        type="date"
        label={t('list.to')}
        value={to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={dateSlots(from ? { min: from } : {})}
      />
    </Fragment>
  );
}
