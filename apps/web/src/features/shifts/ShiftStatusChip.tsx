import type { Shift } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colours = {
  unassigned: 'default',
  offered: 'info',
  accepted: 'success',
  declined: 'warning',
} as const;

export type ShiftStatusChipProps = { shift: Pick<Shift, 'assignment' | 'missedAt'> };

/** Where the assignment stands, or that the visit was missed (which matters more). */
export function ShiftStatusChip({ shift }: ShiftStatusChipProps) {
  const { t } = useTranslation('shifts');
  if (shift.missedAt !== null) {
    return <Chip size="small" color="error" label={t('schedule.missed')} />;
  }
  return (
    <Chip
      size="small"
      color={colours[shift.assignment]}
      label={t(`assignment.${shift.assignment}`)}
    />
  );
}
