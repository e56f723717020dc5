import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type NativeSelectChoice = { value: string | number; label: string };

export type NativeSelectFieldProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  choices: readonly NativeSelectChoice[];
  /** The first line: "none" (stored as null) for an optional field, "choose" for a required one. */
  emptyLabel: string;
  required?: boolean;
  error?: string | undefined;
};

/**
 * A native select (the phone's own picker, plain keyboard use) that stores the choice's own
 * value, a number or a code, not the text the browser hands over; the empty line stores null.
 */
export function NativeSelectField<T extends FieldValues>({
  control,
  name,
  label,
  choices,
  emptyLabel,
  required,
  error,
}: NativeSelectFieldProps<T>) {
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
            const picked = choices.find((choice) => String(choice.value) === event.target.value);
            field.onChange(picked === undefined ? null : picked.value);
          }}
          onBlur={field.onBlur}
          error={error !== undefined}
          helperText={error}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{emptyLabel}</option>
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
