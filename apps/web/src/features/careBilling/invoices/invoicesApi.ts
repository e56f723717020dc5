import { type CareInvoice, type Locale, routes } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../../api/callApi.ts';

const { careInvoices } = routes;
const invoicesKey = ['careInvoices'] as const;

export type InvoiceListQuery = QueryParams & { page: number; perPage: number };

export function useCareInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: [...invoicesKey, 'list', query],
    queryFn: ({ signal }) => callApi(careInvoices.list(), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One invoice with its lines; an id that is no number asks the server nothing. */
export function useCareInvoice(invoiceId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...invoicesKey, 'one', invoiceId],
    queryFn: ({ signal }) => callApi(careInvoices.show({ invoiceId }), { signal }),
    select: (answer) => answer.data,
    enabled,
    retry: false,
  });
}

/** An issue or a void changes the invoice and the lists it shows in. */
function useInvoiceMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
}

export function useIssueInvoice() {
  return useInvoiceMutation(
    async (invoiceId: number): Promise<CareInvoice | undefined> =>
      (await callApi(careInvoices.issue(), { body: { invoiceIds: [invoiceId] } })).data[0],
  );
}

export function useVoidInvoice() {
  return useInvoiceMutation(
    async ({ invoiceId, reason }: { invoiceId: number; reason: string }) =>
      (await callApi(careInvoices.void({ invoiceId }), { body: { reason } })).data,
  );
}

export const invoicePdfUrl = (invoiceId: number, locale: Locale): string =>
  `${careInvoices.pdf({ invoiceId }).url}?locale=${locale}`;

/** The export's address with the list's filters (empty ones left out). */
export function invoiceExportUrl(filters: Record<string, string>): string {
  const query = new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== ''),
  ).toString();
  const path = careInvoices.exportCsv().url;
  return query === '' ? path : `${path}?${query}`;
}
