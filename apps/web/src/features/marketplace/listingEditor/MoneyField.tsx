import TextField from '@mui/material/TextField';
import { useState } from 'react';

export type MoneyFieldProps = {
  label: string;
  /** In cents, as the server holds money; undefined while the box is empty. */
  cents: number | undefined;
  onChange: (cents: number | undefined) => void;
  onBlur: () => void;
  name: string;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string | undefined;
  required?: boolean;
};

const asText = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

/**
 * An amount typed in currency units ("32.50") and kept in cents; what cannot be read as an
 * amount is passed on as NaN, so the form's schema says it is not a number.
 */
export function MoneyField({ label, cents, onChange, error, ...rest }: MoneyFieldProps) {
  const [text, setText] = useState(asText(cents));
  return (
    <TextField
      label={label}
      value={text}
      required={rest.required}
      name={rest.name}
      inputRef={rest.inputRef}
      onBlur={rest.onBlur}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const trimmed = typed.trim().replace(',', '.');
        onChange(trimmed === '' ? undefined : Math.round(Number(trimmed) * 100));
      }}
      error={error !== undefined}
      helperText={error}
      // No currency sign: a listing's prices are in its own country's currency.
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
