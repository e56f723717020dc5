import { AssessmentStatus } from '@hearth/domain';
import { EnumerationChipsFilter } from '../../components/EnumerationChips.tsx';

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
  const chosen = chosenStatuses(value);
  const toggle = (status: AssessmentStatus) => {
    const next = chosen.includes(status)
      ? chosen.filter((code) => code !== status)
      : [...chosen, status];
    // In code order, so the same choice always makes the same address.
    onChange(AssessmentStatus.codes.filter((code) => next.includes(code)).join(','));
  };
  return (
    <EnumerationChipsFilter
      label={label}
      enumeration={AssessmentStatus}
      isPressed={(status) => chosen.includes(status)}
      onToggle={toggle}
      sx={{ flexBasis: '100% !important' }}
    />
  );
}
