import { PaymentMode, type Subscription, SubscriptionStatus } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatPrice } from '../../app/i18n/formats.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { FactList } from '../../components/FactList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx';
import { useProduct, useQuote } from './subscriptionsApi.ts';

export type SubscriptionSummaryProps = { subscription: Subscription };

/** How a payment method reads: "Visa •••• 4242", "Pre-authorized debit •••• 6789", "Invoice". */
function usePaymentMethodText(subscription: Subscription): string {
  const { t } = useTranslation('subscriptions');
  const label = useLabel();
  const method = subscription.paymentMethod;
  if (method === null) {
    return label(PaymentMode.labelKey(subscription.paymentMode));
  }
  const kind =
    method.type === 'acssDebit'
      ? label(PaymentMode.labelKey(PaymentMode.preAuthorizedDebit))
      : method.cardType === null
        ? t('billingPage.card')
        : label(`domain:cardType.${method.cardType}`);
  return t('billingPage.methodWithLast4', { kind, last4: method.last4 });
}

/** The organisation's plan: status, next charge, payment method, and the way to cancel. */
export function SubscriptionSummary({ subscription }: SubscriptionSummaryProps) {
  const { t } = useTranslation('subscriptions');
  const label = useLabel();
  const locale = useLocale();
  const [cancelling, setCancelling] = useState(false);
  const product = useProduct(subscription.productId);
  const quote = useQuote({
    productId: subscription.productId,
    country: subscription.country,
    province: subscription.province,
  });
  const methodText = usePaymentMethodText(subscription);
  const periodEnd = formatDay(subscription.currentPeriodEnd, locale);
  const byInvoice = subscription.paymentMode === PaymentMode.invoice;
  const amount = quote.data
    ? formatPrice(quote.data.data.totalCents, quote.data.data.currency, locale)
    : '…';
  const nextCharge = subscription.cancelAtPeriodEnd
    ? t('billingPage.endsOn', { day: periodEnd })
    : t(byInvoice ? 'billingPage.nextInvoiceOn' : 'billingPage.nextChargeOn', {
        day: periodEnd,
        amount,
      });

  return (
    <SectionCard
      title={t('billingPage.plan')}
      action={
        !subscription.cancelAtPeriodEnd && (
          <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
            {t('cancel.open')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {subscription.status === SubscriptionStatus.pastDue && (
          <Alert severity="error">
            {t(byInvoice ? 'billingPage.pastDueInvoice' : 'billingPage.pastDueCard')}
          </Alert>
        )}
        {subscription.cancelAtPeriodEnd && (
          <Alert severity="info">{t('billingPage.cancelling', { day: periodEnd })}</Alert>
        )}
        <FactList
          facts={[
            { term: t('billingPage.planName'), value: product.data?.data.names[locale] ?? '…' },
            {
              term: t('billingPage.status'),
              value: (
                <Chip
                  size="small"
                  color={subscription.status === SubscriptionStatus.pastDue ? 'error' : 'default'}
                  label={label(SubscriptionStatus.labelKey(subscription.status))}
                />
              ),
            },
            ...(subscription.trialEnd === null ||
            subscription.status !== SubscriptionStatus.trialing
              ? []
              : [
                  {
                    term: t('billingPage.trialEnds'),
                    value: formatDay(subscription.trialEnd, locale),
                  },
                ]),
            { term: t('billingPage.nextCharge'), value: nextCharge },
            { term: t('billingPage.paymentMethod'), value: methodText },
          ]}
        />
      </Stack>
      {cancelling && (
        <CancelSubscriptionDialog
          subscription={subscription}
          onClose={() => setCancelling(false)}
        />
      )}
    </SectionCard>
  );
}
