import { BuyerKind } from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { type PickerOption, SearchPicker } from '../../components/SearchPicker.tsx';
import { useLookup } from '../reference/index.ts';

export type OrganisationFilterValue = { organisationKind: string; organisationId: string };

export type OrganisationFilterProps = {
  value: OrganisationFilterValue;
  onChange: (change: OrganisationFilterValue) => void;
};

const KINDS = [BuyerKind.agency, BuyerKind.partner] as const;

/** Agencies or partners, and for agencies one of them found by name. */
export function OrganisationFilter({ value, onChange }: OrganisationFilterProps) {
  const { t } = useTranslation('subscriptions');
  const label = useLabel();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const isAgency = value.organisationKind === BuyerKind.agency;
  const agencies = useLookup('agencies', text, isAgency);
  const id = Number(value.organisationId);
  const shown =
    value.organisationId === ''
      ? null
      : picked?.id === id
        ? picked
        : { id, label: t('admin.organisation.agency', { id }) };
  return (
    <>
      <SelectFilter
        label={t('admin.organisationKind')}
        value={value.organisationKind}
        options={KINDS.map((kind) => ({ value: kind, label: label(BuyerKind.labelKey(kind)) }))}
        onChange={(kind) => onChange({ organisationKind: kind, organisationId: '' })}
      />
      {isAgency && (
        <SearchPicker
          label={t('admin.agency')}
          name="agency"
          options={agencies.options}
          loading={agencies.loading}
          onSearch={setText}
          texts={{ loading: t('admin.searching'), noOptions: t('admin.noMatches') }}
          value={shown}
          onChange={(option) => {
            setPicked(option);
            onChange({
              organisationKind: BuyerKind.agency,
              organisationId: String(option?.id ?? ''),
            });
          }}
        />
      )}
    </>
  );
}
