import type { Product } from '@hearth/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';

export type PlanCardProps = {
  product: Product;
  /** What the reader can do with the plan, such as choosing it. */
  action?: ReactNode;
};

/** One plan on the pricing page: its price per unit, what it unlocks and its trial. */
export function PlanCard({ product, action }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const titleId = useId();
  const { listingSlots, staffSeats } = product.entitlements;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
    >
      <Typography id={titleId} variant="h6" component="h3">
        {product.names[locale]}
      </Typography>
      <Typography>
        <Typography component="span" variant="h4" sx={{ fontWeight: 600 }}>
          {formatPrice(product.priceCents, product.currency, locale)}
        </Typography>{' '}
        <Typography component="span" color="text.secondary">
          {t(`per.${product.unitOfMeasure}`)}
        </Typography>
      </Typography>
      <Typography color="text.secondary">{product.descriptions[locale]}</Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        <li>{t('plan.listingSlots', { count: listingSlots })}</li>
        {staffSeats > 0 && <li>{t('plan.staffSeats', { count: staffSeats })}</li>}
        {product.trialDays > 0 && <li>{t('plan.trial', { count: product.trialDays })}</li>}
      </Stack>
      {action}
    </Paper>
  );
}
