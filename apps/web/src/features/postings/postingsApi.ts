import {
  agencyOfferSchema,
  caregiverOfferSchema,
  itemResponse,
  listResponse,
  type Posting,
  type PostingCreate,
  postingCandidatesSchema,
  postingSchema,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, sendParsed } from '../../api/fetchParsed.ts';

const postingList = listResponse(postingSchema);
const onePosting = itemResponse(postingSchema);
const postingsKey = ['postings'] as const;

export type PostingBox = 'offered' | 'mine';

export function usePostingBoard(box: PostingBox, page: number, enabled = true) {
  return useQuery({
    queryKey: [...postingsKey, 'board', box, page],
    queryFn: ({ signal }) =>
      fetchParsed('/api/postings', postingList, { params: { box, page, perPage: 20 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePostingCandidates(assessmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...postingsKey, 'candidates', assessmentId],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed('/api/postings/candidates', itemResponse(postingCandidatesSchema), {
          params: { assessmentId },
          signal,
        })
      ).data,
    enabled,
  });
}

/** Who a posting was offered to, with their answers (the first 100 of each kind). */
export function usePostingOffers(postingId: number) {
  const agencies = useQuery({
    queryKey: [...postingsKey, 'offers', postingId, 'agencies'],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/posting/${postingId}/agencies`, listResponse(agencyOfferSchema), {
        params: { perPage: 100 },
        signal,
      }),
  });
  const caregivers = useQuery({
    queryKey: [...postingsKey, 'offers', postingId, 'caregivers'],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/posting/${postingId}/caregivers`, listResponse(caregiverOfferSchema), {
        params: { perPage: 100 },
        signal,
      }),
  });
  return { agencies, caregivers };
}

function usePostingsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: postingsKey });
}

export function useCreatePosting() {
  const changed = usePostingsChanged();
  return useMutation({
    mutationFn: async (values: PostingCreate): Promise<Posting> =>
      (await sendParsed('post', '/api/postings', onePosting, values)).data,
    onSuccess: changed,
  });
}

export type PostingAction = 'accept' | 'decline' | 'withdraw';

export function usePostingAction(postingId: number) {
  const changed = usePostingsChanged();
  return useMutation({
    mutationFn: async (action: PostingAction): Promise<Posting> =>
      (await sendParsed('post', `/api/postings/${postingId}/${action}`, onePosting)).data,
    onSettled: changed,
  });
}
