import { Role } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthDetails } from '../../identity/index.ts';
import { AgencyFilter } from '../../reference/index.ts';

/**
 * An administrator's choice of the agency whose billing the page shows, kept in the address as
 * `?agencyId=` (what `useBillingAgencyId` reads); staff see their own agency and no choice.
 */
export function BillingAgencyPicker() {
  const { t } = useTranslation('carePayments');
  const { data: details } = useAuthDetails();
  const [params, setParams] = useSearchParams();
  if (details?.user.role !== Role.admin) {
    return null;
  }
  return (
    <AgencyFilter
      label={t('agency')}
      value={params.get('agencyId') ?? ''}
      onChange={(agencyId) =>
        setParams((next) => {
          if (agencyId === '') {
            next.delete('agencyId');
          } else {
            next.set('agencyId', agencyId);
          }
          return next;
        })
      }
    />
  );
}
