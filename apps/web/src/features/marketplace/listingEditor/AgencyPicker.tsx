import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickerOption, SearchPicker } from '../../../components/SearchPicker.tsx';
import { useLookup } from '../../reference/index.ts';

export type AgencyPickerProps = {
  agencyId: number | null;
  /** The picked agency's name when known (from its listings), for a page opened by its link. */
  agencyName: string | null;
  onChange: (agencyId: number | null) => void;
};

/** An admin keeps the listings of whichever agency they pick here. */
export function AgencyPicker({ agencyId, agencyName, onChange }: AgencyPickerProps) {
  const { t } = useTranslation('listingEditor');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const agencies = useLookup('agencies', text);
  const value =
    agencyId === null
      ? null
      : picked?.id === agencyId
        ? picked
        : { id: agencyId, label: agencyName ?? t('agency.numbered', { id: agencyId }) };
  return (
    <SearchPicker
      label={t('agency.label')}
      name="agency"
      options={agencies.options}
      loading={agencies.loading}
      onSearch={setText}
      texts={{ loading: t('form.searching'), noOptions: t('form.noMatches') }}
      value={value}
      onChange={(option) => {
        setPicked(option);
        onChange(option?.id ?? null);
      }}
      helperText={t('agency.hint')}
    />
  );
}
