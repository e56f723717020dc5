import { BuyerKind, Currency } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useProducts } from './billingApi.ts';
import { ChoosePlanLink } from './ChoosePlanLink.tsx';
import { PlanCard } from './PlanCard.tsx';
import { defaultCurrency, plansFor } from './prices.ts';

/** The currency shown, kept in the address (`?currency=USD`) so a shared link shows the same. */
function useChosenCurrency() {
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('currency');
  const currency = Currency.isCode(asked) ? asked : defaultCurrency(locale);
  const choose = (next: Currency) => setSearchParams({ currency: next }, { replace: true });
  return { currency, choose };
}

/** The public price list: every plan on sale, by the kind of organisation that buys it. */
export function PricingPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('pricing.title'));
  const { currency, choose } = useChosenCurrency();
  const products = useProducts({ active: true });

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('pricing.title')}
        </Typography>
        <Typography color="text.secondary">{t('pricing.intro')}</Typography>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={currency}
        aria-label={t('pricing.currency')}
        onChange={(_event, next: unknown) => {
          if (Currency.isCode(next)) {
            choose(next);
          }
        }}
      >
        {Currency.codes.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {products.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('pricing.loading')} />
        </Box>
      )}
      {products.isError && (
        <Alert severity="error" role="alert">
          {t('pricing.loadFailed')}
        </Alert>
      )}
      {products.data &&
        BuyerKind.codes.map((kind) => {
          const plans = plansFor(products.data.data, kind, currency);
          return (
            <Stack key={kind} component="section" spacing={2} aria-labelledby={`plans-${kind}`}>
              <Typography id={`plans-${kind}`} variant="h5" component="h2">
                {t(`pricing.for.${kind}`)}
              </Typography>
              {plans.length === 0 ? (
                <Typography color="text.secondary">{t('pricing.none', { currency })}</Typography>
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
                  }}
                >
                  {plans.map((product) => (
                    <PlanCard
                      key={product.id}
                      product={product}
                      action={<ChoosePlanLink product={product} />}
                    />
                  ))}
                </Box>
              )}
            </Stack>
          );
        })}
      <Typography variant="body2" color="text.secondary">
        {t('pricing.taxNote')}
      </Typography>
    </Stack>
  );
}
