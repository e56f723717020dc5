import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type SelectChoice = { value: string | number; label: string };

export type SelectFieldProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  choices: readonly SelectChoice[];
  /**
   * The first line, stored as `emptyValue`: "none" for an optional field, "choose" for a required
   * one that starts unset; leave out when the field always holds a choice.
   */
  emptyLabel?: string;
  emptyValue?: null | undefined;
  required?: boolean;
  error?: string | undefined;
};

/**
 * A native select (the phone's own picker, plain keyboard use) that stores the choice's own value,
 * a number or a code, not the text the browser hands over.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  emptyLabel,
  emptyValue = null,
  required,
  error,
}: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          name={field.name}
          inputRef={field.ref}
          required={required}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => {
            const chosen = choices.find((choice) => String(choice.value) === event.target.value);
            field.onChange(chosen === undefined ? emptyValue : chosen.value);
          }}
          onBlur={field.onBlur}
          error={error !== undefined}
          helperText={error}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={String(choice.value)}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
