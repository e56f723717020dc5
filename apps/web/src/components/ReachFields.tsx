import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** What binds a TextField to a form's field: its name, handlers, ref and message. */
export type BoundTextField = Pick<
  TextFieldProps,
  'name' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
>;

export type ReachFieldsProps = {
  texts: { name: string; reachHint: string; email: string; phone: string };
  name: BoundTextField;
  email: BoundTextField;
  phone: BoundTextField;
};

/**
 * Who is writing and how to reach them: a name, then an email, a phone or both, each described by
 * the one hint that says so. Meant for a column (a `Stack`) of the form's fields.
 */
export function ReachFields({ texts, name, email, phone }: ReachFieldsProps) {
  const hintId = useId();
  return (
    <>
      <TextField label={texts.name} autoComplete="name" required fullWidth {...name} />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {texts.reachHint}
      </Typography>
      <TextField
        label={texts.email}
        type="email"
        autoComplete="email"
        fullWidth
        slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
        {...email}
      />
      <TextField
        label={texts.phone}
        type="tel"
        autoComplete="tel"
        fullWidth
        slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
        {...phone}
      />
    </>
  );
}
