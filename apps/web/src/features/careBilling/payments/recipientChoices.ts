import { routes } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

export type RecipientChoice = { id: number; name: string };

/**
 * Who pays, as the payment dialog asks it: a payer, a client for their care, or a shared-living
 * resident for their placement (both of the last two are billed as private pay).
 */
export const PAYING_PARTIES = ['payer', 'patient', 'resident'] as const;
export type PayingParty = (typeof PAYING_PARTIES)[number];

/** The residents whose placement invoices are still owed: the only ones a payment may settle. */
async function residentsOwing(agencyId: number, signal: AbortSignal): Promise<RecipientChoice[]> {
  const open = await callApi(routes.carePayments.openInvoices(), {
    query: { agencyId, recipient: 'patient' },
    signal,
  });
  const byId = new Map<number, RecipientChoice>();
  for (const invoice of open.data) {
    if (invoice.resident !== null) {
      byId.set(invoice.resident.id, invoice.resident);
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Who may have paid: the directory's active payers, the agency's patients (private pay), or the
 * residents owing for a placement. The first hundred by name, as a payment dialog's picker offers them.
 */
export function useRecipientChoices(agencyId: number, party: PayingParty) {
  return useQuery({
    queryKey: ['carePayments', 'recipients', agencyId, party],
    queryFn: async ({ signal }): Promise<RecipientChoice[]> => {
      if (party === 'resident') {
        return residentsOwing(agencyId, signal);
      }
      if (party === 'payer') {
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
