import {
  careRequestCreatedSchema,
  careRequestCreateSchema,
  careRequestListResponseSchema,
  careRequestSchema,
  careRequestUnseenSchema,
} from '../api/careRequests.ts';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import {
  listingPhotoOrderSchema,
  listingPublishSchema,
  listingWriteSchema,
  ownListingSchema,
} from '../api/listingEditor.ts';
import {
  listingDetailSchema,
  listingSearchResponseSchema,
  placeMatchesResponseSchema,
} from '../api/listings.ts';
import {
  currentSearchTypeBodySchema,
  currentSearchTypeResponseSchema,
  productAddressResponseSchema,
  searchQueryResponseSchema,
  searchQuerySchema,
} from '../api/marketplace.ts';
import { careTypeSchema } from '../api/reference.ts';
import {
  listingReviewsResponseSchema,
  reportedReviewSchema,
  reviewHiddenSchema,
  reviewReplyWriteSchema,
  reviewReportCreateSchema,
  reviewSchema,
  reviewViewerSchema,
  reviewWriteSchema,
} from '../api/reviews.ts';
import { surveyMetaSchema } from '../api/surveyAnswers.ts';
import type { MarketplaceProduct } from '../enums/marketplace.ts';
import { del, get, post, put } from './endpoint.ts';

const oneOwnListing = itemResponse(ownListingSchema);
const manage = '/api/marketplace/listings/:listingId/manage';
const photos = '/api/marketplace/listings/:listingId/photos';

export const marketplaceRoutes = {
  search: get('/api/marketplace/:searchType/listings', listingSearchResponseSchema),
  /** The gazetteer's closest cities to a place the search could not find. */
  placeMatches: get('/api/marketplace/place-matches', placeMatchesResponseSchema),
  listing: get('/api/marketplace/listings/:listingId', itemResponse(listingDetailSchema)),
  /** The current care types of one kind of care. */
  careTypesOf: get('/api/caretypes/:product', listResponse(careTypeSchema)),
  /** The query the server keeps for this visitor, per search type. */
  searchQuery: {
    show: get('/api/cookie/:searchType', searchQueryResponseSchema),
    save: put('/api/cookie/:searchType', {
      body: searchQuerySchema,
      response: searchQueryResponseSchema,
    }),
  },
  currentSearchType: {
    show: get('/api/cookie/current-search-type', currentSearchTypeResponseSchema),
    save: put('/api/cookie/current-search-type', {
      body: currentSearchTypeBodySchema,
      response: currentSearchTypeResponseSchema,
    }),
  },
  /** The place last searched for, per product (the spec's `/api/{product}Address`). */
  productAddress: {
    homecare: get('/api/homecareAddress', productAddressResponseSchema('homecare')),
    sharecare: get('/api/sharecareAddress', productAddressResponseSchema('sharecare')),
    adultDay: get('/api/adultDayAddress', productAddressResponseSchema('adultDay')),
  } satisfies Record<MarketplaceProduct, unknown>,
};

export const ownListingRoutes = {
  list: get('/api/agencies/:agencyId/listings', listResponse(ownListingSchema)),
  create: post('/api/agencies/:agencyId/listings', {
    body: listingWriteSchema,
    response: oneOwnListing,
  }),
  show: get(manage, oneOwnListing),
  update: put(manage, { body: listingWriteSchema, response: oneOwnListing }),
  retire: del(manage),
  publish: put(`${manage}/published`, { body: listingPublishSchema, response: oneOwnListing }),
  photos: {
    upload: post(photos, { multipart: true, response: oneOwnListing }),
    remove: del(`${photos}/:photoId`, { response: oneOwnListing }),
    reorder: put(`${photos}/order`, { body: listingPhotoOrderSchema, response: oneOwnListing }),
  },
};

export const careRequestRoutes = {
  survey: get('/api/survey-meta', itemResponse(surveyMetaSchema)),
  send: post('/api/marketplace/listings/:listingId/care-requests', {
    body: careRequestCreateSchema,
    response: itemResponse(careRequestCreatedSchema),
  }),
  list: get('/api/care-requests', careRequestListResponseSchema),
  unseenCount: get('/api/care-requests/unseen-count', itemResponse(careRequestUnseenSchema)),
  show: get('/api/care-requests/:careRequestId', itemResponse(careRequestSchema)),
};

const listingReviews = '/api/marketplace/listings/:listingId/reviews';
const oneReview = itemResponse(reviewSchema);

export const reviewRoutes = {
  /** A listing's visible reviews, newest first, with its rating from three reviews on. */
  list: get(listingReviews, listingReviewsResponseSchema),
  /** What the signed-in person may do on this listing's reviews. */
  viewer: get(`${listingReviews}/viewer`, itemResponse(reviewViewerSchema)),
  create: post(listingReviews, { body: reviewWriteSchema, response: oneReview }),
  update: put('/api/reviews/:reviewId', { body: reviewWriteSchema, response: oneReview }),
  reply: put('/api/reviews/:reviewId/reply', { body: reviewReplyWriteSchema, response: oneReview }),
  report: post('/api/reviews/:reviewId/reports', { body: reviewReportCreateSchema }),
  /** Admins: reviews someone reported, most reported first. */
  reported: get('/api/reviews/reported', listResponse(reportedReviewSchema)),
  hide: put('/api/reviews/:reviewId/hidden', {
    body: reviewHiddenSchema,
    response: itemResponse(reportedReviewSchema),
  }),
};
