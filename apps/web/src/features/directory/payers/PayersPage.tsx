import { PAYER_SORTS, type Payer, PayerKind } from '@hearth/domain';
import AddCardIcon from '@mui/icons-material/AddCard';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SelectFilter } from '../../../components/list/SelectFilter.tsx';
import type { Column } from '../../../components/list/types.ts';
import { EntryListPage } from '../entries/EntryListPage.tsx';
import { payersApi } from './payersApi.ts';

const OWN_FILTERS = ['kind'] as const;

function useColumns(): Column<Payer>[] {
  const { t } = useTranslation('directory');
  const label = useLabel();
  return useMemo(
    () => [
      {
        id: 'kind',
        header: t('payer.kind'),
        cell: (payer) => label(PayerKind.labelKey(payer.kind)),
      },
      { id: 'contact', header: t('payer.contactName'), cell: (payer) => payer.contactName ?? '' },
      { id: 'phone', header: t('payer.phone'), noWrap: true, cell: (payer) => payer.phone ?? '' },
      { id: 'province', header: t('payer.province'), cell: (payer) => payer.province?.name ?? '' },
    ],
    [t, label],
  );
}

/** Who pays for care: insurers, government programs, private pay; admins keep the list. */
export function PayersPage() {
  const { t } = useTranslation('directory');
  const label = useLabel();
  const columns = useColumns();
  return (
    <EntryListPage
      useList={payersApi.useList}
      columns={columns}
      sorts={PAYER_SORTS}
      listPath="/user/payers"
      addIcon={<AddCardIcon />}
      own={{
        names: OWN_FILTERS,
        render: (list) => (
          <SelectFilter
            label={t('payer.kind')}
            value={list.filters.kind}
            options={PayerKind.codes.map((kind) => ({
              value: kind,
              label: label(PayerKind.labelKey(kind)),
            }))}
            onChange={(kind) => list.setFilters({ kind })}
          />
        ),
      }}
      texts={{
        title: t('payers.title'),
        name: t('payer.name'),
        add: t('payers.add'),
        search: t('payers.search'),
        none: t('payers.none'),
        noneMatching: t('payers.noneMatching'),
      }}
    />
  );
}
