import type { BuyerKind } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useProducts } from './billingApi.ts';
import { ChoosePlanLink } from './ChoosePlanLink.tsx';
import { PlanCard } from './PlanCard.tsx';
import { defaultCurrency } from './prices.ts';

export type PlanChoicesProps = { kind: typeof BuyerKind.agency | typeof BuyerKind.partner };

/** An organisation without a plan: the plans sold to its kind, each one click from checkout. */
export function PlanChoices({ kind }: PlanChoicesProps) {
  const { t } = useTranslation(['subscriptions', 'billing']);
  const locale = useLocale();
  const products = useProducts({ active: true });
  const plans = (products.data?.data ?? []).filter((product) => product.buyerKinds.includes(kind));
  const currency = defaultCurrency(locale);
  // The locale's currency first: the plans priced in it are the likely choice.
  const ordered = [...plans].sort(
    (a, b) => Number(b.currency === currency) - Number(a.currency === currency),
  );
  return (
    <SectionCard title={t('billingPage.choosePlan')}>
      <Typography sx={{ mb: 2 }}>{t('billingPage.noPlan')}</Typography>
      {products.isPending && <LinearProgress aria-label={t('billing:pricing.loading')} />}
      {products.isError && <Alert severity="error">{t('billing:pricing.loadFailed')}</Alert>}
      {products.isSuccess && ordered.length === 0 && (
        <Typography color="text.secondary">{t('billingPage.noPlansForKind')}</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
        }}
      >
        {ordered.map((product) => (
          <PlanCard
            key={product.id}
            product={product}
            action={<ChoosePlanLink product={product} />}
          />
        ))}
      </Box>
    </SectionCard>
  );
}
