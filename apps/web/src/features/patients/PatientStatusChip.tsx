import { PatientStatus } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import { useLabel } from '../../app/i18n/useLabel.ts';

const colours = {
  active: 'success',
  onHold: 'warning',
  discharged: 'default',
} as const satisfies Record<PatientStatus, 'success' | 'warning' | 'default'>;

export type PatientStatusChipProps = { status: PatientStatus };

export function PatientStatusChip({ status }: PatientStatusChipProps) {
  const label = useLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[status]}
      label={label(PatientStatus.labelKey(status))}
    />
  );
}
