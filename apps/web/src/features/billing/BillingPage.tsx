import { SubscriptionStatus } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { DataList } from '../../components/list/DataList.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { CheckoutReturn } from './CheckoutReturn.tsx';
import { PlanChoices } from './PlanChoices.tsx';
import { usePaymentColumns } from './paymentColumns.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';
import { useSubscriptionPayments, useSubscriptions } from './subscriptionsApi.ts';

const NO_FILTERS = [] as const;

/** An organisation owner's billing: the plan, the next charge, the invoices and receipts. */
export function BillingPage() {
  const { t } = useTranslation('subscriptions');
  usePageTitle(t('billingPage.title'));
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('checkout');
  const { data: details } = useAuthDetails();
  const params = useListParams(NO_FILTERS);
  // An organisation holds one live subscription; the newest comes first.
  const subscriptions = useSubscriptions({ page: 1, perPage: 1 });
  const payments = useSubscriptionPayments({ page: params.page, perPage: params.perPage });
  const columns = usePaymentColumns();
  const latest = subscriptions.data?.data[0];
  const live = latest?.status === SubscriptionStatus.cancelled ? undefined : latest;
  const kind = details?.organisation?.kind;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('billingPage.title')}
      </Typography>
      {sessionId !== null && <CheckoutReturn sessionId={sessionId} />}
      {subscriptions.isPending && <LinearProgress aria-label={t('billingPage.loading')} />}
      {subscriptions.isError && (
        <Alert severity="error" role="alert">
          {t('billingPage.loadFailed')}
        </Alert>
      )}
      {live !== undefined && <SubscriptionSummary subscription={live} />}
      {subscriptions.isSuccess && live === undefined && kind !== undefined && (
        <PlanChoices kind={kind} />
      )}
      <SectionCard title={t('payments.title')}>
        <DataList
          label={t('payments.title')}
          columns={columns}
          rowKey={(payment) => payment.id}
          result={payments}
          params={params}
          emptyMessage={t('payments.none')}
        />
      </SectionCard>
    </Stack>
  );
}
