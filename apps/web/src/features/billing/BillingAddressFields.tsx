import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { useAuthDetails } from '../identity/index.ts';
import { useProvinces } from '../reference/index.ts';
import {
  BILLING_COUNTRIES,
  type BillingCountry,
  defaultCountry,
  isBillingCountry,
} from './checkoutChoices.ts';
import { useAgencyAddress } from './subscriptionsApi.ts';

export type BillingAddress = {
  country: BillingCountry;
  /** The province or state code ('ON'); '' until one is known. */
  province: string;
  setCountry: (country: BillingCountry) => void;
  setProvince: (province: string) => void;
};

/**
 * The billing address tax is charged for, starting from the agency's own address (a partner, with
 * none on record, starts from the locale's country) until the buyer changes it.
 */
export function useBillingAddress(): BillingAddress {
  const locale = useLocale();
  const { data: details } = useAuthDetails();
  const agencyId =
    details?.organisation?.kind === 'agency' ? (details.organisation.ids[0] ?? null) : null;
  const onRecord = useAgencyAddress(agencyId);
  const [country, setCountry] = useState<BillingCountry>(defaultCountry(locale));
  const [province, setProvince] = useState('');
  const [touched, setTouched] = useState(false);
  const recorded = onRecord.data;
  useEffect(() => {
    if (!touched && recorded && isBillingCountry(recorded.country)) {
      setCountry(recorded.country);
      setProvince(recorded.code);
    }
  }, [recorded, touched]);
  return {
    country,
    province,
    setCountry: (next) => {
      setTouched(true);
      setCountry(next);
      setProvince('');
    },
    setProvince: (next) => {
      setTouched(true);
      setProvince(next);
    },
  };
}

export type BillingAddressFieldsProps = {
  address: BillingAddress;
  /** What is wrong with the province: none chosen, or the server has no tax rate for it. */
  error: string | undefined;
};

export function BillingAddressFields({ address, error }: BillingAddressFieldsProps) {
  const { t } = useTranslation(['subscriptions', 'billing']);
  const provinces = useProvinces();
  const choices = provinces.options.filter((option) => option.country === address.country);
  const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <>
      <TextField
        select
        fullWidth
        label={t('checkout.country')}
        value={address.country}
        onChange={(event) => {
          if (isBillingCountry(event.target.value)) {
            address.setCountry(event.target.value);
          }
        }}
        slotProps={nativeSelect}
        sx={{ mb: 2 }}
      >
        {BILLING_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {t(`billing:taxRates.countries.${code}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        required
        label={t('checkout.province')}
        value={address.province}
        onChange={(event) => address.setProvince(event.target.value)}
        error={error !== undefined}
        helperText={error ?? t('checkout.provinceHint')}
        slotProps={nativeSelect}
      >
        <option value="" disabled>
          {t('checkout.chooseProvince')}
        </option>
        {choices.map((option) => (
          <option key={option.id} value={option.detail}>
            {option.label}
          </option>
        ))}
      </TextField>
    </>
  );
}
