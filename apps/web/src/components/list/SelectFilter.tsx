import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export type SelectOption = { value: string; label: string };

export type SelectFilterProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
};

/** A choice among a few values, or all of them; a native select, as keyboards and phones expect. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const { t } = useTranslation('common');
  // An old or hand-made link may hold a value not on offer; it stays visible instead of vanishing.
  const shown =
    value === '' || options.some((option) => option.value === value)
      ? options
      : [...options, { value, label: value }];
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('list.all')}</option>
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
