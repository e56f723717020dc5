import { type Posting, type PostingCreate, routes } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

const postingsKey = ['postings'] as const;

export type PostingBox = 'offered' | 'mine';

export function usePostingBoard(box: PostingBox, page: number, enabled = true) {
  return useQuery({
    queryKey: [...postingsKey, 'board', box, page],
    queryFn: ({ signal }) =>
      callApi(routes.postings.board(), { query: { box, page, perPage: 20 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePostingCandidates(assessmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...postingsKey, 'candidates', assessmentId],
    queryFn: async ({ signal }) =>
      (
        await callApi(routes.postings.candidates(), {
          query: { assessmentId },
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
      callApi(routes.postings.agencyOffers({ postingId }), {
        query: { perPage: 100 },
        signal,
      }),
  });
  const caregivers = useQuery({
    queryKey: [...postingsKey, 'offers', postingId, 'caregivers'],
    queryFn: ({ signal }) =>
      callApi(routes.postings.caregiverOffers({ postingId }), {
        query: { perPage: 100 },
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
      (await callApi(routes.postings.create(), { body: values })).data,
    onSuccess: changed,
  });
}

export type PostingAction = keyof typeof routes.postings.answer;

export function usePostingAction(postingId: number) {
  const changed = usePostingsChanged();
  return useMutation({
    mutationFn: async (action: PostingAction): Promise<Posting> =>
      (await callApi(routes.postings.answer[action]({ postingId }))).data,
    onSettled: changed,
  });
}
