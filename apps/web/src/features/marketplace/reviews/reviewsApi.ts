import { type ReviewWriteInput, routes } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

/** Reviews change a listing's rating, so a write refreshes the reviews and the listing alike. */
const reviewsKey = (listingId: number) => ['marketplace', 'reviews', listingId];

/** A listing's visible reviews, newest first, one page at a time, with its rating. */
export function useListingReviews(listingId: number, page: number, perPage: number) {
  return useQuery({
    queryKey: [...reviewsKey(listingId), 'list', page, perPage],
    queryFn: ({ signal }) =>
      callApi(routes.reviews.list({ listingId }), { query: { page, perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** What the signed-in person may do here; not asked for a visitor. */
export function useReviewViewer(listingId: number, signedIn: boolean) {
  return useQuery({
    queryKey: [...reviewsKey(listingId), 'viewer'],
    queryFn: async ({ signal }) =>
      (await callApi(routes.reviews.viewer({ listingId }), { signal })).data,
    enabled: signedIn,
  });
}

function useRefreshReviews(listingId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsKey(listingId) }),
      queryClient.invalidateQueries({ queryKey: ['marketplace', 'listing', listingId] }),
    ]);
}

/** Writes the family's review, or changes it when `reviewId` names their own. */
export function useSaveReview(listingId: number) {
  const refresh = useRefreshReviews(listingId);
  return useMutation({
    mutationFn: async ({ reviewId, body }: { reviewId: number | null; body: ReviewWriteInput }) =>
      (
        await callApi(
          reviewId === null
            ? routes.reviews.create({ listingId })
            : routes.reviews.update({ reviewId }),
          { body },
        )
      ).data,
    onSuccess: refresh,
  });
}

export function useSaveReply(listingId: number) {
  const refresh = useRefreshReviews(listingId);
  return useMutation({
    mutationFn: async ({ reviewId, body }: { reviewId: number; body: string }) =>
      (await callApi(routes.reviews.reply({ reviewId }), { body: { body } })).data,
    onSuccess: refresh,
  });
}

export function useReportReview(listingId: number) {
  const refresh = useRefreshReviews(listingId);
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      callApi(routes.reviews.report({ reviewId }), { body: { reason } }),
    onSuccess: refresh,
  });
}

const reportedKey = ['marketplace', 'reviews', 'reported'];

/** Admins: the reported reviews not yet hidden, the most reported first. */
export function useReportedReviews(page: number, perPage: number) {
  return useQuery({
    queryKey: [...reportedKey, page, perPage],
    queryFn: ({ signal }) =>
      callApi(routes.reviews.reported(), { query: { page, perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Admins hide a review: it leaves its listing, its rating and the queue. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: number) =>
      (await callApi(routes.reviews.hide({ reviewId }), { body: { hidden: true } })).data,
    onSuccess: (review) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportedKey }),
        queryClient.invalidateQueries({ queryKey: reviewsKey(review.listingId) }),
      ]),
  });
}
