import { Role } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useAuthDetails } from '../../identity/index.ts';
import { AgencyAddressFilter } from '../../reference/index.ts';

/**
 * An administrator's choice of the agency whose billing the page shows, kept in the address as
 * `?agencyId=` (what `useBillingAgencyId` reads); staff see their own agency and no choice.
 */
export function BillingAgencyPicker() {
  const { t } = useTranslation('carePayments');
  const { data: details } = useAuthDetails();
  return details?.user.role === Role.admin ? <AgencyAddressFilter label={t('agency')} /> : null;
}
