import {
  type HubMember,
  type HubMemberMove,
  hubMemberChangeSchema,
  hubMemberSchema,
  itemResponse,
  listResponse,
  type MyHubMembership,
  myHubMembershipSchema,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, type QueryParams, sendParsed } from '../../api/fetchParsed.ts';
import { hubsKey } from '../hubs/index.ts';

const memberList = listResponse(hubMemberSchema);
const oneMember = itemResponse(hubMemberSchema);
const myMembership = itemResponse(myHubMembershipSchema);
const history = z.object({ data: z.array(hubMemberChangeSchema) });

export type HubMemberListParams = QueryParams & {
  page: number;
  perPage: number;
  status?: string | undefined;
};

const membersKey = (hubId: number) => [...hubsKey, hubId, 'members'] as const;
const hubUrl = (hubId: number) => `/api/shared-living-hubs/${hubId}`;

export function useHubMembers(hubId: number, params: HubMemberListParams) {
  return useQuery({
    queryKey: [...membersKey(hubId), 'list', params],
    queryFn: ({ signal }) =>
      fetchParsed(`${hubUrl(hubId)}/members`, memberList, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyMembership(hubId: number) {
  return useQuery({
    queryKey: [...membersKey(hubId), 'mine'],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`${hubUrl(hubId)}/membership`, myMembership, { signal })).data,
  });
}

export function useMemberHistory(hubId: number, userId: number) {
  return useQuery({
    queryKey: [...membersKey(hubId), 'history', userId],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`${hubUrl(hubId)}/members/${userId}/history`, history, { signal })).data,
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
      (await sendParsed('post', `${hubUrl(hubId)}/membership/status`, myMembership, move)).data,
    onSuccess: changed,
  });
}

export function useMoveMember(hubId: number, userId: number) {
  const changed = useMembershipChanged();
  return useMutation({
    mutationFn: async (move: HubMemberMove): Promise<HubMember> =>
      (await sendParsed('post', `${hubUrl(hubId)}/members/${userId}/status`, oneMember, move)).data,
    onSuccess: changed,
  });
}
