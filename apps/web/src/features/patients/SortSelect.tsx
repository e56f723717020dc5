import TextField from '@mui/material/TextField';

export type SortSelectProps<S extends string> = {
  label: string;
  /** The sort in the address; '' means the list's default, the first of `sorts`. */
  value: string;
  sorts: readonly S[];
  labelOf: (sort: S) => string;
  onChange: (sort: string) => void;
};

/** The order of a list; choosing the default takes it out of the address. */
export function SortSelect<S extends string>({
  label,
  value,
  sorts,
  labelOf,
  onChange,
}: SortSelectProps<S>) {
  const [defaultSort] = sorts;
  return (
    <TextField
      select
      label={label}
      value={value || defaultSort}
      onChange={(event) => onChange(event.target.value === defaultSort ? '' : event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {sorts.map((sort) => (
        <option key={sort} value={sort}>
          {labelOf(sort)}
        </option>
      ))}
    </TextField>
  );
}
