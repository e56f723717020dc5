import { AssessmentStatus } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import { useLabel } from '../../app/i18n/useLabel.ts';

type Colour = 'default' | 'info' | 'primary' | 'success' | 'warning' | 'secondary';

// A request waiting for an answer stands out; what is over is plain.
const colours = {
  requested: 'warning',
  pending: 'secondary',
  scheduled: 'info',
  approved: 'primary',
  active: 'success',
  completed: 'default',
  cancelled: 'default',
} as const satisfies Record<keyof typeof AssessmentStatus.values, Colour>;

export type AssessmentStatusChipProps = { status: AssessmentStatus };

export function AssessmentStatusChip({ status }: AssessmentStatusChipProps) {
  const label = useLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[AssessmentStatus.nameOf(status)]}
      label={label(AssessmentStatus.labelKey(status))}
    />
  );
}
