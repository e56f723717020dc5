import { AssessmentStatus } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLabel } from '../../app/i18n/useLabel.ts';

export type StatusChipsFilterProps = {
  label: string;
  /** The chosen codes as the address holds them: `1,7`; '' for every status. */
  value: string;
  onChange: (value: string) => void;
};

/** Reads the address's comma list, keeping only codes that exist. */
export function chosenStatuses(value: string): AssessmentStatus[] {
  return value
    .split(',')
    .map(Number)
    .filter((code): code is AssessmentStatus => AssessmentStatus.isCode(code));
}

/** One toggle per status; none pressed means all of them. */
export function StatusChipsFilter({ label, value, onChange }: StatusChipsFilterProps) {
  const statusLabel = useLabel();
  const labelId = useId();
  const chosen = chosenStatuses(value);
  const toggle = (status: AssessmentStatus) => {
    const next = chosen.includes(status)
      ? chosen.filter((code) => code !== status)
      : [...chosen, status];
    // In code order, so the same choice always makes the same address.
    onChange(AssessmentStatus.codes.filter((code) => next.includes(code)).join(','));
  };
  return (
    <Stack spacing={1} sx={{ flexBasis: '100% !important' }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack
        role="group"
        aria-labelledby={labelId}
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
      >
        {AssessmentStatus.codes.map((status) => {
          const pressed = chosen.includes(status);
          return (
            <Chip
              key={status}
              component="button"
              type="button"
              aria-pressed={pressed}
              clickable
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              label={statusLabel(AssessmentStatus.labelKey(status))}
              onClick={() => toggle(status)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
