import {
  type CareBillingSettingsWrite,
  type CareInvoiceRecipient,
  type CarePaymentCreate,
  type CarePaymentMethod,
  routes,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

/** Every query of payments and receivables starts with this key, so a payment refreshes them all. */
const paymentsKey = ['carePayments'] as const;
const settingsKey = ['careBillingSettings'] as const;

export type PaymentListParams = {
  agencyId: number;
  page: number;
  perPage: number;
  method?: CarePaymentMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export function usePayments(params: PaymentListParams) {
  return useQuery({
    queryKey: [...paymentsKey, 'list', params],
    queryFn: ({ signal }) => callApi(routes.carePayments.list(), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export type OpenInvoiceParams = {
  agencyId: number;
  recipient: CareInvoiceRecipient;
  payerId?: number | undefined;
  patientId?: number | undefined;
  referralId?: number | undefined;
};

export function useOpenInvoices(params: OpenInvoiceParams | null) {
  return useQuery({
    queryKey: [...paymentsKey, 'openInvoices', params],
    queryFn: async ({ signal }) =>
      (await callApi(routes.carePayments.openInvoices(), { query: params ?? undefined, signal }))
        .data,
    enabled: params !== null,
  });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payment: CarePaymentCreate) =>
      (await callApi(routes.carePayments.record(), { body: payment })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}

export function useReceivables(agencyId: number, asOf: string | undefined) {
  return useQuery({
    queryKey: [...paymentsKey, 'receivables', agencyId, asOf],
    queryFn: async ({ signal }) =>
      (await callApi(routes.careReceivables.show(), { query: { agencyId, asOf }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useBillingSettings(agencyId: number) {
  return useQuery({
    queryKey: [...settingsKey, agencyId],
    queryFn: async ({ signal }) =>
      (await callApi(routes.careBillingSettings.show({ agencyId }), { signal })).data,
  });
}

export function useSaveBillingSettings(agencyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CareBillingSettingsWrite) =>
      (await callApi(routes.careBillingSettings.update({ agencyId }), { body: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData([...settingsKey, agencyId], saved),
  });
}
