import { type CareInvoiceRecipient, routes } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

export type RecipientChoice = { id: number; name: string };

/**
 * Who may have paid: the directory's active payers, or the agency's patients (private pay). The
 * first hundred by name, as a payment dialog's picker offers them.
 */
export function useRecipientChoices(agencyId: number, recipient: CareInvoiceRecipient) {
  return useQuery({
    queryKey: ['carePayments', 'recipients', agencyId, recipient],
    queryFn: async ({ signal }): Promise<RecipientChoice[]> => {
      if (recipient === 'payer') {
        const payers = await callApi(routes.payers.list(), { query: { perPage: 100 }, signal });
        return payers.data.map((payer) => ({ id: payer.id, name: payer.name }));
      }
      const patients = await callApi(routes.patients.list(), {
        query: { agencyId, perPage: 100 },
        signal,
      });
      return patients.data.map((patient) => ({
        id: patient.id,
        name: `${patient.firstName} ${patient.lastName}`,
      }));
    },
  });
}
