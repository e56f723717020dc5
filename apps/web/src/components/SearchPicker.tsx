import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes, Key, Ref, UIEvent } from 'react';

/** One choice: what it is, and how people read it. */
export type PickerOption = { id: number; label: string; detail?: string | undefined };

type Common = {
  label: string;
  /** What the server found for the typed text, or every choice for a short list. */
  options: readonly PickerOption[];
  loading: boolean;
  /** Called with what is typed, for a server search; leave out to filter `options` here. */
  onSearch?: (text: string) => void;
  /** Called when the open list is scrolled to its end: a server's next page of `options`. */
  onScrolledToEnd?: (() => void) | undefined;
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

/** Rows' worth of pixels from the end at which the next page is asked for, before it shows. */
const NEAR_END_PX = 96;

const nearEndOf =
  (reached: () => void) =>
  ({ currentTarget }: UIEvent<HTMLElement>) => {
    if (
      currentTarget.scrollTop + currentTarget.clientHeight >=
      currentTarget.scrollHeight - NEAR_END_PX
    ) {
      reached();
    }
  };

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
    ...(props.onScrolledToEnd && {
      slotProps: { listbox: { onScroll: nearEndOf(props.onScrolledToEnd) } },
    }),
    ...(onSearch && {
      filterOptions: (found: PickerOption[]) => found,
      onInputChange: (_event: unknown, text: string, reason: string) => {
        // Choosing an option also fills the box with its label; that is no new search. An emptied
        // box (chips chosen, or cleared) is: the whole list again.
        if (reason === 'input' || text === '') {
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
