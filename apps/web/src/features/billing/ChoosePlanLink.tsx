import type { Product } from '@hearth/domain';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale, useLocalizedPath } from '../../app/i18n/useLocale.ts';

/** Opens checkout for a plan (signing in first, for a visitor). */
export function ChoosePlanLink({ product }: { product: Product }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to={localized(`/user/billing/checkout?product=${product.id}`)}
      aria-label={t('pricing.chooseNamed', { name: product.names[locale] })}
      sx={{ mt: 'auto', alignSelf: 'flex-start' }}
    >
      {t('pricing.choose')}
    </Button>
  );
}
