import { BuyerKind } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { AgencyFilter } from '../reference/index.ts';

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
  return (
    <>
      <SelectFilter
        label={t('admin.organisationKind')}
        value={value.organisationKind}
        options={KINDS.map((kind) => ({ value: kind, label: label(BuyerKind.labelKey(kind)) }))}
        onChange={(kind) => onChange({ organisationKind: kind, organisationId: '' })}
      />
      {value.organisationKind === BuyerKind.agency && (
        <AgencyFilter
          label={t('admin.agency')}
          value={value.organisationId}
          onChange={(organisationId) =>
            onChange({ organisationKind: BuyerKind.agency, organisationId })
          }
        />
      )}
    </>
  );
}
