import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickerOption, SearchPicker } from '../../components/SearchPicker.tsx';
import { type LookupName, useLookup } from './lookups.ts';

export type LookupPickerProps = {
  /** The list searched on the server as one types: agencies, partners, care coordinators… */
  lookup: LookupName;
  label: string;
  /** The chosen entry's id, or null for none. */
  value: number | null;
  /** The chosen entry's name when the page knows it (from the record it edits). */
  valueLabel?: string | null | undefined;
  onChange: (id: number | null) => void;
  required?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * One entry of a long list, found by name: each keystroke (after a pause) asks the server for the
 * first page of matches, so lists of thousands work as well as short ones.
 */
export function LookupPicker({ lookup, value, valueLabel, onChange, ...field }: LookupPickerProps) {
  // The directory's words: the lists picked this way are its entries (agencies, partners, care
  // coordinators), and they load with the signed-in area, where every picker is.
  const { t } = useTranslation('directory');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const found = useLookup(lookup, text);
  const shown =
    value === null
      ? null
      : picked?.id === value
        ? picked
        : { id: value, label: valueLabel ?? t('picker.numbered', { id: value }) };
  return (
    <SearchPicker
      {...field}
      options={found.options}
      loading={found.loading}
      onSearch={setText}
      texts={{ loading: t('picker.searching'), noOptions: t('picker.noMatches') }}
      value={shown}
      onChange={(option) => {
        setPicked(option);
        onChange(option?.id ?? null);
      }}
    />
  );
}
