import { Currency, type Product } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataList } from '../../components/list/DataList.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useChangeProduct, useProducts } from './billingApi.ts';
import { ProductDialog } from './ProductDialog.tsx';
import { type ProductAction, useProductColumns } from './productColumns.tsx';

const FILTERS = ['retired', 'currency'] as const;

type Open = { kind: 'add' } | { kind: ProductAction; product: Product } | null;
type Done = { key: 'added' | 'saved' | 'retired'; name: string };

/** Administrators keep the membership catalogue: add, change and retire products. */
export function ProductsPage() {
  const { t } = useTranslation('billing');
  const label = useLabel();
  const locale = useLocale();
  const params = useListParams(FILTERS);
  const retired = params.filters.retired === '1';
  const currency = Currency.isCode(params.filters.currency) ? params.filters.currency : undefined;
  const result = useProducts({ active: !retired, currency });
  const retire = useChangeProduct();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<Done | null>(null);
  const onAction = useCallback(
    (kind: ProductAction, product: Product) => {
      setDone(null);
      retire.reset();
      setOpen({ kind, product });
    },
    [retire.reset],
  );
  const columns = useProductColumns(onAction);
  const finish = (key: Done['key']) => (product: Product) => {
    setOpen(null);
    setDone({ key, name: product.names[locale] });
  };

  return (
    <ListPage
      title={t('products.title')}
      action={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            setDone(null);
            setOpen({ kind: 'add' });
          }}
        >
          {t('products.add')}
        </Button>
      }
      filters={
        <FilterBar>
          <TextField
            select
            label={t('product.currency')}
            value={currency ?? ''}
            onChange={(event) => params.setFilters({ currency: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('products.anyCurrency')}</option>
            {Currency.codes.map((code) => (
              <option key={code} value={code}>
                {label(Currency.labelKey(code))}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={retired}
                onChange={(event) =>
                  params.setFilters({ retired: event.target.checked ? '1' : '' })
                }
              />
            }
            label={t('products.showRetired')}
          />
        </FilterBar>
      }
    >
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone(null)}>
          {t(`products.done.${done.key}`, { name: done.name })}
        </Alert>
      )}
      <DataList
        label={t('products.title')}
        columns={columns}
        rowKey={(product) => product.id}
        result={result}
        params={params}
        emptyMessage={t(retired ? 'products.noneRetired' : 'products.none')}
      />
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <ProductDialog
          product={open.kind === 'edit' ? open.product : null}
          onClose={() => setOpen(null)}
          onSaved={finish(open.kind === 'add' ? 'added' : 'saved')}
        />
      )}
      {open?.kind === 'retire' && (
        <ConfirmDialog
          title={t('retire.title', { name: open.product.names[locale] })}
          message={t('retire.message')}
          confirmLabel={t('retire.confirm')}
          destructive
          pending={retire.isPending}
          error={retire.error}
          onConfirm={() =>
            retire.mutate({ kind: 'retire', id: open.product.id }, { onSuccess: finish('retired') })
          }
          onClose={() => setOpen(null)}
        />
      )}
    </ListPage>
  );
}
