import { type HubMember, type HubMemberMove, type MyHubMembership, routes } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';
import { hubsKey } from '../hubs/index.ts';

export type HubMemberListParams = QueryParams & {
  page: number;
  perPage: number;
  status?: string | undefined;
};

const membersKey = (hubId: number) => [...hubsKey, hubId, 'members'] as const;
const members = routes.hubs.members;

export function useHubMembers(hubId: number, params: HubMemberListParams) {
  return useQuery({
    queryKey: [...membersKey(hubId), 'list', params],
    queryFn: ({ signal }) => callApi(members.list({ hubId }), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyMembership(hubId: number) {
  return useQuery({
    queryKey: [...membersKey(hubId), 'mine'],
    queryFn: async ({ signal }) => (await callApi(members.mine({ hubId }), { signal })).data,
  });
}

export function useMemberHistory(hubId: number, userId: number) {
  return useQuery({
    queryKey: [...membersKey(hubId), 'history', userId],
    queryFn: async ({ signal }) =>
      (await callApi(members.history({ hubId, userId }), { signal })).data,
  });
}

/**
 * After any move every hub read is fetched again: the memberships, and the hub itself (its member
 * count and the reader's relation, which opens or closes its calendar).
 */
function useMembershipChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hubsKey });
}

export function useMoveMyMembership(hubId: number) {
  const changed = useMembershipChanged();
  return useMutation({
    mutationFn: async (move: HubMemberMove): Promise<MyHubMembership> =>
      (await callApi(members.moveMine({ hubId }), { body: move })).data,
    onSuccess: changed,
  });
}

export function useMoveMember(hubId: number, userId: number) {
  const changed = useMembershipChanged();
  return useMutation({
    mutationFn: async (move: HubMemberMove): Promise<HubMember> =>
      (await callApi(members.move({ hubId, userId }), { body: move })).data,
    onSuccess: changed,
  });
}
