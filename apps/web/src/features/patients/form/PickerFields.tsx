import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../../../components/SearchPicker.tsx';
import { type LookupName, type LookupOption, useLookup } from '../../reference/index.ts';

type PickerFieldProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  lookup: LookupName;
  /** Search on the server as one types, for long lists (cities, coordinators, payers). */
  searched?: boolean;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
};

function usePickerTexts() {
  const { t } = useTranslation('patients');
  return { loading: t('form.searching'), noOptions: t('form.noMatches') };
}

/** A field holding one id, chosen by name from another list; `initial` names the saved one. */
export function IdPickerField<T extends FieldValues>({
  initial,
  onPicked,
  ...props
}: PickerFieldProps<T> & {
  initial: LookupOption | null;
  /** Also told the whole choice, e.g. to fill in a city's coordinates. */
  onPicked?: (option: LookupOption | null) => void;
}) {
  const texts = usePickerTexts();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState(initial);
  const { options, loading } = useLookup(props.lookup, props.searched ? text : '');
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <SearchPicker
          label={props.label}
          name={field.name}
          inputRef={field.ref}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
          texts={texts}
          options={options}
          loading={loading}
          onSearch={props.searched ? setText : undefined}
          value={selected}
          onChange={(option) => {
            setSelected(option);
            field.onChange(option?.id ?? null);
            onPicked?.(option);
          }}
        />
      )}
    />
  );
}

/** A field holding several ids, chosen by name; shown as chips. */
export function IdsPickerField<T extends FieldValues>({
  initial,
  options: given,
  onSearch,
  onScrolledToEnd,
  ...props
}: Omit<PickerFieldProps<T>, 'lookup'> & {
  initial: LookupOption[];
  /** The choices, when they do not come from a lookup list (the care team's candidates). */
  options?: { options: LookupOption[]; loading: boolean };
  lookup?: LookupName;
  /** With `options`: what is typed, for the server to search. */
  onSearch?: (text: string) => void;
  /** With `options`: the list was scrolled to its end, time for the next page. */
  onScrolledToEnd?: () => void;
}) {
  const texts = usePickerTexts();
  const [selected, setSelected] = useState(initial);
  const looked = useLookup(props.lookup ?? 'languages', '', props.lookup !== undefined);
  const { options: found, loading } = given ?? looked;
  // A server search or page may not hold every chosen one; the list must, to show their chips.
  const options = [
    ...selected.filter((chosen) => !found.some((option) => option.id === chosen.id)),
    ...found,
  ];
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <SearchPicker
          multiple
          label={props.label}
          name={field.name}
          inputRef={field.ref}
          error={props.error}
          helperText={props.helperText}
          texts={texts}
          options={options}
          loading={loading}
          onSearch={onSearch}
          onScrolledToEnd={onScrolledToEnd}
          value={selected}
          onChange={(chosen) => {
            setSelected(chosen);
            field.onChange(chosen.map((option) => option.id));
          }}
        />
      )}
    />
  );
}
