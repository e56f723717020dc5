import type { TaxRate } from '@hearth/domain';
import { careDay } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { Column } from '../../components/list/DataList.tsx';
import { DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useTaxRates } from './billingApi.ts';
import { TaxRateDialog } from './TaxRateDialog.tsx';
import { componentsText, standingOf } from './taxRates.ts';

const FILTERS = ['country'] as const;
const COUNTRIES = ['CA', 'US'] as const;
type TaxCountry = (typeof COUNTRIES)[number];

const standingColor = { inEffect: 'success', scheduled: 'info', replaced: 'default' } as const;

/** Administrators read the tax table by region and schedule a region's next rate. */
export function TaxRatesPage() {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const params = useListParams(FILTERS);
  const country: TaxCountry = params.filters.country === 'US' ? 'US' : 'CA';
  const result = useTaxRates(country);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ province: string; effectiveFrom: string } | null>(null);
  const standing = useMemo(() => standingOf(result.data?.data ?? [], careDay()), [result.data]);
  const columns = useMemo(
    (): Column<TaxRate>[] => [
      { id: 'region', header: t('taxRates.province'), cell: (rate) => rate.province, noWrap: true },
      {
        id: 'from',
        header: t('taxRates.effectiveFrom'),
        cell: (rate) => rate.effectiveFrom,
        noWrap: true,
      },
      {
        id: 'components',
        header: t('taxRates.components'),
        cell: (rate) => componentsText(rate, locale) || t('taxRates.noTax'),
      },
      {
        id: 'standing',
        header: t('columns.status'),
        noWrap: true,
        cell: (rate) => {
          const state = standing.get(rate.id) ?? 'replaced';
          return (
            <Chip
              size="small"
              variant="outlined"
              color={standingColor[state]}
              label={t(`taxRates.standing.${state}`)}
            />
          );
        },
      },
      { id: 'source', header: t('taxRates.source'), cell: (rate) => rate.source },
    ],
    [t, locale, standing],
  );

  return (
    <ListPage
      title={t('taxRates.title')}
      action={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setAdded(null);
            setAdding(true);
          }}
        >
          {t('taxRates.add')}
        </Button>
      }
      filters={
        <FilterBar>
          <TextField
            select
            label={t('taxRates.country')}
            value={country}
            onChange={(event) => params.setFilters({ country: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`taxRates.countries.${code}`)}
              </option>
            ))}
          </TextField>
        </FilterBar>
      }
    >
      {added && (
        <Alert severity="success" role="status" onClose={() => setAdded(null)}>
          {t('taxRates.added', added)}
        </Alert>
      )}
      <DataList
        label={t('taxRates.title')}
        columns={columns}
        rowKey={(rate) => rate.id}
        result={result}
        params={params}
        emptyMessage={t('taxRates.none')}
      />
      {adding && (
        <TaxRateDialog
          country={country}
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            setAdded(saved);
          }}
        />
      )}
    </ListPage>
  );
}
