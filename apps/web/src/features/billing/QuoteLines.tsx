import type { QuoteRequest, UnitOfMeasure } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { formatPrice } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { useQuote } from './subscriptionsApi.ts';

export type QuoteLinesProps = { request: QuoteRequest | null; unit: UnitOfMeasure };

/** Price, each tax line with its percent, and the total, for the billing address chosen. */
export function QuoteLines({ request, unit }: QuoteLinesProps) {
  const { t } = useTranslation(['subscriptions', 'billing']);
  const locale = useLocale();
  const { fieldText } = useFormMessages();
  const quote = useQuote(request);
  if (request === null) {
    return <Typography color="text.secondary">{t('checkout.chooseProvinceFirst')}</Typography>;
  }
  if (quote.isError) {
    const fieldError =
      quote.error instanceof ApiError ? Object.values(quote.error.fieldErrors)[0]?.[0] : undefined;
    return <Alert severity="warning">{fieldText(fieldError) ?? quote.error.message}</Alert>;
  }
  if (quote.data === undefined) {
    return <LinearProgress aria-label={t('checkout.quoting')} />;
  }
  const { currency, priceCents, taxes, totalCents } = quote.data.data;
  const money = (cents: number) => formatPrice(cents, currency, locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  const rows = [
    { label: t('checkout.price'), amount: money(priceCents) },
    ...taxes.map((tax) => ({
      label: `${tax.name} (${percent.format(tax.percent / 100)})`,
      amount: money(tax.cents),
    })),
  ];
  return (
    <Box
      component="dl"
      aria-live="polite"
      aria-busy={quote.isFetching}
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, m: 0 }}
    >
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt>{row.label}</dt>
          <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
            {row.amount}
          </Box>
        </Fragment>
      ))}
      <Box component="dt" sx={{ fontWeight: 600, borderTop: 1, borderColor: 'divider', pt: 1 }}>
        {t('checkout.total', { per: t(`billing:per.${unit}`) })}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          textAlign: 'end',
          fontWeight: 600,
          borderTop: 1,
          borderColor: 'divider',
          pt: 1,
        }}
      >
        {money(totalCents)}
      </Box>
    </Box>
  );
}
