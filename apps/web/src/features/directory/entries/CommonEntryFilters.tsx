import { ReferenceStatus } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { DefaultedSelect } from '../../../components/DefaultedSelect.tsx';
import { SelectFilter } from '../../../components/list/SelectFilter.tsx';
import type { ListParams } from '../../../components/list/useListParams.ts';
import { useProvinces } from '../../reference/index.ts';
import { ENTRY_STATUSES, type EntrySort, entrySortKeys } from './entryFilters.ts';

export type CommonEntryFiltersProps = {
  list: Pick<ListParams<'province' | 'status' | 'sort'>, 'filters' | 'setFilters'>;
  sorts: readonly EntrySort[];
};

/** The filters every retirable entry list has: province, current or retired, and the order. */
export function CommonEntryFilters({ list, sorts }: CommonEntryFiltersProps) {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const provinces = useProvinces();
  return (
    <>
      <SelectFilter
        label={t('entries.province')}
        value={list.filters.province}
        options={provinces.options.map((option) => ({
          value: String(option.id),
          label: `${option.label} (${option.country})`,
        }))}
        onChange={(province) => list.setFilters({ province })}
      />
      <DefaultedSelect
        label={t('entries.status')}
        value={list.filters.status}
        values={ENTRY_STATUSES}
        labelOf={(status) => label(ReferenceStatus.labelKey(status))}
        onChange={(status) => list.setFilters({ status })}
      />
      <DefaultedSelect
        label={t('list.sortBy')}
        value={list.filters.sort}
        values={sorts}
        labelOf={(sort) => t(`entries.sort.${entrySortKeys[sort]}`)}
        onChange={(sort) => list.setFilters({ sort })}
      />
    </>
  );
}
