import {
  InvoiceSchedule,
  PaymentMode,
  type Product,
  type SubscriptionCreate,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale, useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { BillingAddressFields, useBillingAddress } from './BillingAddressFields.tsx';
import { paymentModesFor } from './checkoutChoices.ts';
import { PlanCard } from './PlanCard.tsx';
import { QuoteLines } from './QuoteLines.tsx';
import { useProduct, useStartCheckout, useSubscribe } from './subscriptionsApi.ts';

/** A choice among radio buttons, each with a line saying what it means. */
function Choice({ value, label, hint }: { value: number; label: string; hint: string }) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
      label={
        <>
          <Typography>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </>
      }
    />
  );
}

function CheckoutForm({ product }: { product: Product }) {
  const { t } = useTranslation('subscriptions');
  const label = useLabel();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { fieldText } = useFormMessages();
  const modeId = useId();
  const scheduleId = useId();
  const address = useBillingAddress();
  const modes = paymentModesFor(product.currency);
  const [mode, setMode] = useState<PaymentMode>(PaymentMode.creditCard);
  const [schedule, setSchedule] = useState<InvoiceSchedule>(InvoiceSchedule.advance);
  const subscribe = useSubscribe();
  const checkout = useStartCheckout();
  const failure = subscribe.error ?? checkout.error;
  const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : {};
  const errorOf = (field: string) => fieldText(fieldErrors[field]?.[0]);
  const placed = ['paymentMode', 'province', 'country', 'productId'];
  const unplaced =
    failure !== null && Object.keys(fieldErrors).every((field) => !placed.includes(field))
      ? failure.message
      : null;

  const [triedWithoutProvince, setTriedWithoutProvince] = useState(false);
  const provinceError =
    errorOf('province') ??
    (triedWithoutProvince && address.province === '' ? t('checkout.provinceRequired') : undefined);

  const submit = () => {
    if (address.province === '') {
      setTriedWithoutProvince(true);
      return;
    }
    subscribe.reset();
    checkout.reset();
    const body: SubscriptionCreate = {
      productId: product.id,
      paymentMode: mode,
      invoiceSchedule: schedule,
      country: address.country,
      province: address.province,
    };
    if (mode === PaymentMode.invoice) {
      subscribe.mutate(body, { onSuccess: () => navigate(localized('/user/billing')) });
    } else {
      checkout.mutate(
        { ...body, locale },
        {
          onSuccess: (session) => {
            if (session.url !== null) {
              window.location.assign(session.url);
            }
          },
        },
      );
    }
  };

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PlanCard product={product} />
      <SectionCard title={t('checkout.address')}>
        <BillingAddressFields address={address} error={provinceError} />
      </SectionCard>
      <SectionCard title={t('checkout.summary')}>
        <QuoteLines
          request={
            address.province === ''
              ? null
              : { productId: product.id, country: address.country, province: address.province }
          }
          unit={product.unitOfMeasure}
        />
      </SectionCard>
      <SectionCard title={t('checkout.payment')}>
        <Typography id={modeId} variant="subtitle1" component="h3">
          {t('checkout.paymentMode')}
        </Typography>
        <RadioGroup
          aria-labelledby={modeId}
          value={mode}
          onChange={(event) => setMode(PaymentMode.schema.parse(Number(event.target.value)))}
        >
          {modes.map((code) => (
            <Choice
              key={code}
              value={code}
              label={label(PaymentMode.labelKey(code))}
              hint={t(`checkout.modeHint.${code}`)}
            />
          ))}
        </RadioGroup>
        {errorOf('paymentMode') !== undefined && (
          <FormHelperText error role="alert">
            {errorOf('paymentMode')}
          </FormHelperText>
        )}
        <Typography id={scheduleId} variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('checkout.schedule')}
        </Typography>
        <RadioGroup
          aria-labelledby={scheduleId}
          value={schedule}
          onChange={(event) =>
            setSchedule(InvoiceSchedule.schema.parse(Number(event.target.value)))
          }
        >
          {InvoiceSchedule.codes.map((code) => (
            <Choice
              key={code}
              value={code}
              label={label(InvoiceSchedule.labelKey(code))}
              hint={t(`checkout.scheduleHint.${code}`)}
            />
          ))}
        </RadioGroup>
      </SectionCard>
      {unplaced !== null && (
        <Alert severity="error" role="alert">
          {unplaced}
        </Alert>
      )}
      <SpinnerButton
        type="submit"
        variant="contained"
        size="large"
        spinning={subscribe.isPending || checkout.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(mode === PaymentMode.invoice ? 'checkout.subscribe' : 'checkout.continueToPayment')}
      </SpinnerButton>
    </Stack>
  );
}

/** Buying a plan: billing address, price with tax, payment mode and invoice schedule. */
export function CheckoutPage() {
  const { t } = useTranslation('subscriptions');
  usePageTitle(t('checkout.title'));
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get('product'));
  const productId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const product = useProduct(productId);
  return (
    <Stack spacing={3} sx={{ maxWidth: '48rem' }}>
      <Typography variant="h4" component="h1">
        {t('checkout.title')}
      </Typography>
      {product.isPending && productId !== null && (
        <LinearProgress aria-label={t('checkout.loading')} />
      )}
      {(productId === null || product.isError || product.data?.data.retiredAt) && (
        <Alert severity="warning" role="alert">
          {t('checkout.noProduct')}
        </Alert>
      )}
      {product.data && !product.data.data.retiredAt && <CheckoutForm product={product.data.data} />}
    </Stack>
  );
}
