import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type CheckboxFieldProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
};

/** A yes-or-no field of a react-hook-form form, with an optional hint read out with it. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: CheckboxFieldProps<T>) {
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                inputRef={field.ref}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: hint ? { 'aria-describedby': hintId } : {} }}
              />
            }
          />
          {hint && <FormHelperText id={hintId}>{hint}</FormHelperText>}
        </div>
      )}
    />
  );
}
