import { type CareRequestCreate, routes } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../../api/callApi.ts';

const careRequestsKey = ['careRequests'] as const;
const careRequests = routes.careRequests;

/** The survey changes when an administrator edits it, rarely within a visit. */
const SURVEY_STALE_MS = 10 * 60_000;
/** The navigation's count follows new requests without a reload. */
const UNSEEN_REFRESH_MS = 60_000;

export function useRequestedListing(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['marketplace', 'listing', id],
    queryFn: async ({ signal }) =>
      (await callApi(routes.marketplace.listing({ listingId: id }), { signal })).data,
    enabled,
  });
}

export function useSurvey() {
  return useQuery({
    queryKey: ['surveyMeta'],
    queryFn: async ({ signal }) =>
      (await callApi(careRequests.survey(), { signal })).data.questions,
    staleTime: SURVEY_STALE_MS,
  });
}

export function useSendCareRequest(listingId: number) {
  return useMutation({
    mutationFn: async (body: CareRequestCreate) =>
      (await callApi(careRequests.send({ listingId }), { body })).data,
  });
}

export type CareRequestListParams = QueryParams & { page: number; perPage: number };

export function useCareRequestList(params: CareRequestListParams) {
  return useQuery({
    queryKey: [...careRequestsKey, 'list', params],
    queryFn: ({ signal }) => callApi(careRequests.list(), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUnseenCareRequests(enabled: boolean) {
  return useQuery({
    queryKey: [...careRequestsKey, 'unseen'],
    queryFn: async ({ signal }) =>
      (await callApi(careRequests.unseenCount(), { signal })).data.unseen,
    enabled,
    refetchInterval: UNSEEN_REFRESH_MS,
  });
}

/** One request; opening it marks it seen, so the lists and the count are asked again. */
export function useCareRequest(id: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...careRequestsKey, 'one', id],
    queryFn: async ({ signal }) => {
      const { data } = await callApi(careRequests.show({ careRequestId: id }), { signal });
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === careRequestsKey[0] && query.queryKey[1] !== 'one',
      });
      return data;
    },
    enabled,
  });
}
