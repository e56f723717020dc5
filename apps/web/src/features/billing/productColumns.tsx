import { BuyerKind, type Product } from '@hearth/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../app/i18n/formats.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { Column } from '../../components/list/DataList.tsx';

export type ProductAction = 'edit' | 'retire';

/** The catalogue's columns; the last holds the actions on each product. */
export function useProductColumns(onAction: (action: ProductAction, product: Product) => void) {
  const { t } = useTranslation('billing');
  const label = useLabel();
  const locale = useLocale();
  return useMemo(
    (): Column<Product>[] => [
      { id: 'name', header: t('columns.name'), cell: (product) => product.names[locale] },
      {
        id: 'buyers',
        header: t('columns.buyers'),
        cell: (product) =>
          product.buyerKinds.map((kind) => label(BuyerKind.labelKey(kind))).join(', '),
      },
      {
        id: 'price',
        header: t('columns.price'),
        noWrap: true,
        cell: (product) =>
          `${formatPrice(product.priceCents, product.currency, locale)} ${t(`per.${product.unitOfMeasure}`)}`,
      },
      {
        id: 'unlocks',
        header: t('columns.unlocks'),
        cell: (product) =>
          [
            t('plan.listingSlots', { count: product.entitlements.listingSlots }),
            t('plan.staffSeats', { count: product.entitlements.staffSeats }),
            t('plan.trial', { count: product.trialDays }),
          ].join(' · '),
      },
      {
        id: 'status',
        header: t('columns.status'),
        noWrap: true,
        cell: (product) => (
          <Chip
            size="small"
            variant="outlined"
            color={product.retiredAt === null ? 'success' : 'default'}
            label={t(product.retiredAt === null ? 'status.onSale' : 'status.retired')}
          />
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: (product) => (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            role="group"
            aria-label={t('actions.label', { name: product.names[locale] })}
            sx={{ flexWrap: 'wrap' }}
          >
            <Button size="small" variant="outlined" onClick={() => onAction('edit', product)}>
              {t('actions.edit')}
            </Button>
            {product.retiredAt === null && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => onAction('retire', product)}
              >
                {t('actions.retire')}
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    [t, label, locale, onAction],
  );
}
