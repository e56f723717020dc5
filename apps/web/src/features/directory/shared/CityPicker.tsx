import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../../../components/SearchPicker.tsx';
import { CITY_SEARCH_MIN, type CityOption, useCitySearch } from '../../reference/index.ts';

export type CityPickerProps = {
  label: string;
  value: { id: number; label: string } | null;
  onChange: (city: CityOption | null) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/** One city, found by typing the start of its name: the server searches the long list. */
export function CityPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  inputRef,
}: CityPickerProps) {
  const { t } = useTranslation('directory');
  const [text, setText] = useState('');
  const { options, isFetching } = useCitySearch(text);
  return (
    <SearchPicker
      label={label}
      value={value}
      options={options}
      loading={isFetching}
      onSearch={setText}
      onChange={(picked) => onChange(picked === null ? null : (picked as CityOption))}
      texts={{
        loading: t('lookups.loading'),
        noOptions:
          text.trim().length < CITY_SEARCH_MIN
            ? t('lookups.typeMore', { count: CITY_SEARCH_MIN })
            : t('lookups.noCities'),
      }}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
    />
  );
}
