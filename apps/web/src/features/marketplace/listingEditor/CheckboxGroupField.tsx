import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';

export type CheckboxChoice<V> = { value: V; label: string };

export type CheckboxGroupFieldProps<V extends string | number> = {
  legend: string;
  choices: readonly CheckboxChoice<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string | undefined;
  /** Shown when there is nothing to choose from (yet). */
  emptyText?: string;
};

/** Several of a few choices, as a labelled group of checkboxes (each reachable by Tab). */
export function CheckboxGroupField<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
  error,
  emptyText,
}: CheckboxGroupFieldProps<V>) {
  const legendId = useId();
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <FormGroup row aria-labelledby={legendId}>
        {choices.map((choice) => {
          const chosen = value.includes(choice.value);
          return (
            <FormControlLabel
              key={choice.value}
              label={choice.label}
              control={
                <Checkbox
                  checked={chosen}
                  onChange={() =>
                    onChange(
                      chosen
                        ? value.filter((item) => item !== choice.value)
                        : [...value, choice.value],
                    )
                  }
                />
              }
            />
          );
        })}
      </FormGroup>
      {choices.length === 0 && emptyText && <FormHelperText>{emptyText}</FormHelperText>}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
