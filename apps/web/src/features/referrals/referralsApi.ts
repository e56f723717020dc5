import {
  type ReferralCreate,
  type ReferralDetail,
  type ReferralMilestonesInput,
  type ReferralPlacementInput,
  type ReferralStatusMoveInput,
  routes,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { callApi, type QueryParams } from '../../api/callApi.ts';

/** Every referral query starts with this key, so one change refreshes the board and the metrics. */
const referralsKey = ['shared-living-referrals'] as const;

export function useReferralList(params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...referralsKey, 'list', params],
    queryFn: ({ signal }) => callApi(routes.referrals.list(), { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The referral id of the page's address; null when it is no id. */
export function useReferralIdParam(): number | null {
  const id = Number(useParams().referralId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function useReferral(id: number, enabled = true) {
  return useQuery({
    queryKey: [...referralsKey, 'detail', id],
    queryFn: async ({ signal }) =>
      (await callApi(routes.referrals.show({ referralId: id }), { signal })).data,
    enabled,
  });
}

export function useReferralMetrics(params: QueryParams) {
  return useQuery({
    queryKey: [...referralsKey, 'metrics', params],
    queryFn: async ({ signal }) =>
      (await callApi(routes.referrals.metrics(), { query: params, signal })).data,
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
    callApi(routes.referrals.create(), { body: values }),
  );

export const useUpdateReferral = (id: number) =>
  useReferralWrite((values: ReferralCreate) =>
    callApi(routes.referrals.update({ referralId: id }), { body: values }),
  );

export const useMoveReferral = (id: number) =>
  useReferralWrite((values: ReferralStatusMoveInput) =>
    callApi(routes.referrals.move({ referralId: id }), { body: values }),
  );

export const useSaveMilestones = (id: number) =>
  useReferralWrite((values: ReferralMilestonesInput) =>
    callApi(routes.referrals.milestones({ referralId: id }), { body: values }),
  );

export const useSavePlacement = (id: number) =>
  useReferralWrite((values: ReferralPlacementInput) =>
    callApi(routes.referrals.placement({ referralId: id }), { body: values }),
  );
