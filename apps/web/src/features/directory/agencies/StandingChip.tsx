import { AgencyStanding } from '@hearth/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useLabel } from '../../../app/i18n/useLabel.ts';

const colours: Record<AgencyStanding, ChipProps['color']> = {
  [AgencyStanding.good]: 'success',
  [AgencyStanding.requiresReview]: 'info',
  [AgencyStanding.probationary]: 'warning',
  [AgencyStanding.terminated]: 'error',
};

export type StandingChipProps = { standing: AgencyStanding };

/** A standing in words, with a colour that only repeats what the words say. */
export function StandingChip({ standing }: StandingChipProps) {
  const label = useLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[standing]}
      label={label(AgencyStanding.labelKey(standing))}
    />
  );
}
