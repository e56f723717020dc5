import {
  itemResponse,
  listResponse,
  type ReferralCreate,
  type ReferralDetail,
  type ReferralMilestonesInput,
  type ReferralPlacementInput,
  type ReferralStatusMoveInput,
  referralDetailSchema,
  referralMetricsSchema,
  referralSchema,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, type QueryParams, sendParsed } from '../../api/fetchParsed.ts';

const referralList = listResponse(referralSchema);
const oneReferral = itemResponse(referralDetailSchema);
/** Every referral query starts with this key, so one change refreshes the board and the metrics. */
const referralsKey = ['shared-living-referrals'] as const;

export function useReferralList(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...referralsKey, 'list', params],
    queryFn: ({ signal }) =>
      fetchParsed('/api/shared-living/referrals', referralList, { params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useReferral(id: number, enabled = true) {
  return useQuery({
    queryKey: [...referralsKey, 'detail', id],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`/api/shared-living/referrals/${id}`, oneReferral, { signal })).data,
    enabled,
  });
}

export function useReferralMetrics(params: QueryParams) {
  return useQuery({
    queryKey: [...referralsKey, 'metrics', params],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(
          '/api/shared-living/referral-metrics',
          itemResponse(referralMetricsSchema),
          {
            params,
            signal,
          },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** A write whose answer is the referral's fresh page; every referral query is refreshed after it. */
function useReferralWrite<V>(send: (values: V) => Promise<{ data: ReferralDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: V): Promise<ReferralDetail> => (await send(values)).data,
    onSuccess: (referral) => {
      queryClient.setQueryData([...referralsKey, 'detail', referral.id], referral);
      return queryClient.invalidateQueries({ queryKey: referralsKey });
    },
  });
}

export const useCreateReferral = () =>
  useReferralWrite((values: ReferralCreate) =>
    sendParsed('post', '/api/shared-living/referrals', oneReferral, values),
  );

export const useMoveReferral = (id: number) =>
  useReferralWrite((values: ReferralStatusMoveInput) =>
    sendParsed('post', `/api/shared-living/referrals/${id}/status`, oneReferral, values),
  );

export const useSaveMilestones = (id: number) =>
  useReferralWrite((values: ReferralMilestonesInput) =>
    sendParsed('patch', `/api/shared-living/referrals/${id}/milestones`, oneReferral, values),
  );

export const useSavePlacement = (id: number) =>
  useReferralWrite((values: ReferralPlacementInput) =>
    sendParsed('put', `/api/shared-living/referrals/${id}/placement`, oneReferral, values),
  );
