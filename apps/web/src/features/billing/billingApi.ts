import {
  type Currency,
  type ProductPatch,
  type ProductWrite,
  routes,
  type TaxRateCreate,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

const { products, taxRates } = routes;
const productsKey = ['billing', 'products'] as const;
const taxRatesKey = ['billing', 'tax-rates'] as const;

export type ProductListFilter = { active: boolean; currency?: Currency | undefined };

/** The catalogue: on sale, or retired; every kind of organisation. */
export function useProducts(filter: ProductListFilter) {
  return useQuery({
    queryKey: [...productsKey, filter],
    queryFn: ({ signal }) =>
      callApi(products.list(), {
        query: { active: filter.active, currency: filter.currency },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type ProductChange =
  | { kind: 'create'; body: ProductWrite }
  | { kind: 'update'; id: number; body: ProductPatch }
  | { kind: 'retire'; id: number };

function send(change: ProductChange) {
  switch (change.kind) {
    case 'create':
      return callApi(products.create(), { body: change.body });
    case 'update':
      return callApi(products.update({ productId: change.id }), { body: change.body });
    case 'retire':
      return callApi(products.retire({ productId: change.id }));
  }
}

/** Adds, changes or retires a product; the catalogue is fetched again afterwards. */
export function useChangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProductChange) => (await send(change)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}

/** Every recorded rate of one country, by region, each region's newest first. */
export function useTaxRates(country: string) {
  return useQuery({
    queryKey: [...taxRatesKey, country],
    queryFn: ({ signal }) => callApi(taxRates.list(), { query: { country }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAddTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TaxRateCreate) => (await callApi(taxRates.create(), { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxRatesKey }),
  });
}
