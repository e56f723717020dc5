import TextField from '@mui/material/TextField';

export type DefaultedSelectProps<V extends string> = {
  label: string;
  /** The value in the address; '' means the default, the first of `values`. */
  value: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  onChange: (value: string) => void;
};

/**
 * A choice that always has one value, such as a list's order or which records it shows, as a
 * native select; choosing the default gives '' so the address stays short.
 */
export function DefaultedSelect<V extends string>({
  label,
  value,
  values,
  labelOf,
  onChange,
}: DefaultedSelectProps<V>) {
  const [defaultValue] = values;
  return (
    <TextField
      select
      label={label}
      value={value || defaultValue}
      onChange={(event) => onChange(event.target.value === defaultValue ? '' : event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {values.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </TextField>
  );
}
