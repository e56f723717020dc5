import {
  type CheckoutCreate,
  type Locale,
  type PaymentRecord,
  type PaymentRefund,
  type PaymentVoid,
  type QuoteRequest,
  routes,
  type SubscriptionCancel,
  type SubscriptionCreate,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';

const { subscriptions, subscriptionPayments, products, agencies } = routes;
const subscriptionsKey = ['billing', 'subscriptions'] as const;
const paymentsKey = ['billing', 'payments'] as const;

/** The filters of the administrators' lists, as the address keeps them (empty ones dropped). */
export type ListQuery = QueryParams & { page: number; perPage: number };

export function useSubscriptions(query: ListQuery) {
  return useQuery({
    queryKey: [...subscriptionsKey, query],
    queryFn: ({ signal }) => callApi(subscriptions.list(), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptionPayments(query: ListQuery) {
  return useQuery({
    queryKey: [...paymentsKey, query],
    queryFn: ({ signal }) => callApi(subscriptionPayments.list(), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(productId: number | null) {
  return useQuery({
    queryKey: ['billing', 'product', productId],
    queryFn: ({ signal }) => callApi(products.show({ productId: productId ?? 0 }), { signal }),
    enabled: productId !== null,
  });
}

/** An agency's address, from which checkout takes the billing province. */
export function useAgencyAddress(agencyId: number | null) {
  return useQuery({
    queryKey: ['billing', 'agency-address', agencyId],
    queryFn: ({ signal }) => callApi(agencies.show({ agencyId: agencyId ?? 0 }), { signal }),
    enabled: agencyId !== null,
    select: (answer) => answer.data.province,
  });
}

/** Price and tax for a billing address, asked again whenever the address changes. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: ['billing', 'quote', request],
    queryFn: ({ signal }) =>
      callApi(subscriptions.quote(), { body: request as QuoteRequest, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A change to a subscription or a payment: both lists are fetched again (the plan and the tax stay). */
function useBillingMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionsKey }),
        queryClient.invalidateQueries({ queryKey: paymentsKey }),
      ]),
  });
}

/** Invoice mode: the subscription is made at once. */
export const useSubscribe = () =>
  useBillingMutation(
    async (body: SubscriptionCreate) => (await callApi(subscriptions.create(), { body })).data,
  );

/** Card or debit: a session on the payment provider's hosted page, to go to. */
export const useStartCheckout = () =>
  useBillingMutation(
    async (body: CheckoutCreate) => (await callApi(subscriptions.checkout(), { body })).data,
  );

/** How a hosted checkout stands; asked again every few seconds while it is still open. */
export function useCheckoutStatus(sessionId: string | null) {
  return useQuery({
    queryKey: ['billing', 'checkout', sessionId],
    queryFn: ({ signal }) =>
      callApi(subscriptions.checkoutStatus({ sessionId: sessionId ?? '' }), { signal }),
    enabled: sessionId !== null,
    refetchInterval: (query) => (query.state.data?.data.status === 'open' ? 2_000 : false),
  });
}

export const useCancelSubscription = () =>
  useBillingMutation(
    async ({ id, body }: { id: number; body: SubscriptionCancel }) =>
      (await callApi(subscriptions.cancel({ subscriptionId: id }), { body })).data,
  );

export type PaymentChange =
  | { kind: 'record'; id: number; body: PaymentRecord }
  | { kind: 'void'; id: number; body: PaymentVoid }
  | { kind: 'refund'; id: number; body: PaymentRefund };

function sendPaymentChange(change: PaymentChange) {
  const params = { paymentId: change.id };
  switch (change.kind) {
    case 'record':
      return callApi(subscriptionPayments.record(params), { body: change.body });
    case 'void':
      return callApi(subscriptionPayments.void(params), { body: change.body });
    case 'refund':
      return callApi(subscriptionPayments.refund(params), { body: change.body });
  }
}

/** An administrator records, voids or refunds a payment; the lists are fetched again. */
export const useChangePayment = () =>
  useBillingMutation(async (change: PaymentChange) => (await sendPaymentChange(change)).data);

/** The address of a payment's PDF (invoice or receipt), in the page's language. */
export const paymentPdfUrl = (paymentId: number, locale: Locale): string =>
  `${subscriptionPayments.pdf({ paymentId }).url}?locale=${locale}`;
