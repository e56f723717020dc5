import { useSearchParams } from 'react-router';
import { ownAgencyId, useAuthDetails } from '../../identity/index.ts';

/** The agency a page is about: the staff member's own, or the `?agencyId=` an admin opened. */
export function useBillingAgencyId(): number | null {
  const { data: details } = useAuthDetails();
  const [params] = useSearchParams();
  const asked = Number(params.get('agencyId'));
  return ownAgencyId(details) ?? (Number.isInteger(asked) && asked > 0 ? asked : null);
}
