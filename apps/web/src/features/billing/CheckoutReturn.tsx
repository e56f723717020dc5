import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { paymentPdfUrl, useCheckoutStatus } from './subscriptionsApi.ts';

export type CheckoutReturnProps = { sessionId: string };

/**
 * Back from the payment provider's page: the payment is confirmed by the provider's signed
 * message to the server, which may come a moment later, so the page asks until it has.
 */
export function CheckoutReturn({ sessionId }: CheckoutReturnProps) {
  const { t } = useTranslation('subscriptions');
  const locale = useLocale();
  const status = useCheckoutStatus(sessionId);
  const session = status.data?.data;
  if (status.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('checkoutReturn.failed')}
      </Alert>
    );
  }
  if (session === undefined || session.status === 'open') {
    return (
      <Stack spacing={1} role="status">
        <span>{t('checkoutReturn.confirming')}</span>
        <LinearProgress aria-label={t('checkoutReturn.confirming')} />
      </Stack>
    );
  }
  if (session.status === 'expired') {
    return (
      <Alert severity="warning" role="alert">
        {t('checkoutReturn.expired')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="success"
      role="status"
      action={
        session.paymentId !== null && (
          <Button color="inherit" href={paymentPdfUrl(session.paymentId, locale)} download>
            {t('checkoutReturn.receipt')}
          </Button>
        )
      }
    >
      {t('checkoutReturn.complete')}
    </Alert>
  );
}
