import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes, Key, Ref } from 'react';

/** One choice: what it is, and how people read it. */
export type PickerOption = { id: number; label: string; detail?: string | undefined };

type Common = {
  label: string;
  /** What the server found for the typed text, or every choice for a short list. */
  options: readonly PickerOption[];
  loading: boolean;
  /** Called with what is typed, for a server search; leave out to filter `options` here. */
  onSearch?: (text: string) => void;
  texts: { loading: string; noOptions: string };
  required?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  disabled?: boolean;
};

export type SearchPickerProps = Common &
  (
    | {
        multiple?: false;
        value: PickerOption | null;
        onChange: (value: PickerOption | null) => void;
      }
    | { multiple: true; value: PickerOption[]; onChange: (value: PickerOption[]) => void }
  );

/**
 * A text box that offers matching choices as one types: one choice, or several shown as chips.
 * With `onSearch` the server filters (long lists such as diagnoses and cities); the list then
 * shows what it answered, as is.
 */
export function SearchPicker(props: SearchPickerProps) {
  const { label, options, loading, onSearch, texts, required, error, helperText } = props;
  const shared = {
    options,
    loading,
    loadingText: texts.loading,
    noOptionsText: texts.noOptions,
    disabled: props.disabled,
    getOptionLabel: (option: PickerOption) => option.label,
    isOptionEqualToValue: (option: PickerOption, value: PickerOption) => option.id === value.id,
    ...(onSearch && {
      filterOptions: (found: PickerOption[]) => found,
      onInputChange: (_event: unknown, text: string, reason: string) => {
        // Choosing an option also fills the box with its label; that is no new search.
        if (reason === 'input') {
          onSearch(text);
        }
      },
    }),
    renderOption: (
      attributes: HTMLAttributes<HTMLLIElement> & { key: Key },
      option: PickerOption,
    ) => {
      const { key, ...rest } = attributes;
      return (
        <li key={key} {...rest}>
          <span>
            {option.label}
            {option.detail && (
              <span style={{ display: 'block', fontSize: '0.85em', opacity: 0.75 }}>
                {option.detail}
              </span>
            )}
          </span>
        </li>
      );
    },
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={label}
        name={props.name}
        required={required}
        inputRef={props.inputRef}
        error={error !== undefined}
        helperText={error ?? helperText}
        slotProps={{
          input: {
            ...params.InputProps,
            endAdornment: (
              <>
                {loading && <CircularProgress color="inherit" size={20} aria-hidden />}
                {params.InputProps.endAdornment}
              </>
            ),
          },
        }}
      />
    ),
  };
  if (props.multiple) {
    return (
      <Autocomplete
        {...shared}
        multiple
        value={props.value}
        onChange={(_event, value) => props.onChange(value)}
      />
    );
  }
  return (
    <Autocomplete
      {...shared}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
    />
  );
}
