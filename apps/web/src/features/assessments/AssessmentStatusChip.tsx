import { AssessmentStatus } from '@hearth/domain';
import { EnumerationChip } from '../../components/EnumerationChips.tsx';

// A request waiting for an answer stands out; what is over is plain.
const colours = {
  requested: 'warning',
  pending: 'secondary',
  scheduled: 'info',
  approved: 'primary',
  active: 'success',
  completed: 'default',
  cancelled: 'default',
} as const;

export type AssessmentStatusChipProps = { status: AssessmentStatus };

export function AssessmentStatusChip({ status }: AssessmentStatusChipProps) {
  return <EnumerationChip enumeration={AssessmentStatus} colours={colours} code={status} />;
}
