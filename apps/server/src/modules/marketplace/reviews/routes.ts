import {
  itemResponse,
  listingIdParamsSchema,
  listingReviewsQuerySchema,
  listingReviewsResponseSchema,
  listResponse,
  reportedReviewSchema,
  reportedReviewsQuerySchema,
  reviewHiddenSchema,
  reviewIdParamsSchema,
  reviewReplyWriteSchema,
  reviewReportCreateSchema,
  reviewSchema,
  reviewViewerSchema,
  reviewWriteSchema,
  routes,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { reviewAccess } from './policy.ts';
import type { ReviewService } from './reviewService.ts';

export type ReviewRoutesOptions = { reviews: ReviewService };

const tags = ['marketplace'];
const paths = routes.reviews;

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (
  app,
  { reviews },
) => {
  app.get(
    paths.list.path,
    {
      config: { access: reviewAccess.read },
      schema: {
        tags,
        summary:
          "A published listing's visible reviews, newest first; its rating (average and count) " +
          'only from three reviews on',
        params: listingIdParamsSchema,
        querystring: listingReviewsQuerySchema,
        response: { 200: listingReviewsResponseSchema },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { data, total, rating } = await reviews.list(request.params.listingId, request.query);
      return { data, meta: { page, perPage, total, rating } };
    },
  );

  app.get(
    paths.viewer.path,
    {
      config: { access: reviewAccess.viewer },
      schema: {
        tags,
        summary:
          'What the signed-in person may do on this listing’s reviews: write one (a family after ' +
          'a verified visit), their own review, reply (the listing’s organisation), and reported',
        params: listingIdParamsSchema,
        response: { 200: itemResponse(reviewViewerSchema) },
      },
    },
    async (request) => ({ data: await reviews.viewer(actorOf(request), request.params.listingId) }),
  );

  app.post(
    paths.create.path,
    {
      config: { access: reviewAccess.write },
      schema: {
        tags,
        summary:
          'A family reviews a listing, once, after a verified visit (EVV check-out) by its ' +
          'organisation for a patient they are a contact of; 403 review_needs_verified_visit ' +
          'otherwise, 409 for a second review',
        params: listingIdParamsSchema,
        body: reviewWriteSchema,
        response: { 201: itemResponse(reviewSchema) },
      },
    },
    async (request, reply) => {
      const data = await reviews.create(
        actorOf(request),
        auditContextOf(request),
        request.params.listingId,
        request.body,
      );
      return reply.status(201).send({ data });
    },
  );

  app.put(
    paths.update.path,
    {
      config: { access: reviewAccess.write },
      schema: {
        tags,
        summary: 'Its author changes a review’s stars and words',
        params: reviewIdParamsSchema,
        body: reviewWriteSchema,
        response: { 200: itemResponse(reviewSchema) },
      },
    },
    async (request) => ({
      data: await reviews.update(
        actorOf(request),
        auditContextOf(request),
        request.params.reviewId,
        request.body,
      ),
    }),
  );

  app.put(
    paths.reply.path,
    {
      config: { access: reviewAccess.reply },
      schema: {
        tags,
        summary:
          'The listing’s organisation (its staff or provider) writes or edits its one public reply',
        params: reviewIdParamsSchema,
        body: reviewReplyWriteSchema,
        response: { 200: itemResponse(reviewSchema) },
      },
    },
    async (request) => ({
      data: await reviews.reply(
        actorOf(request),
        auditContextOf(request),
        request.params.reviewId,
        request.body.body,
      ),
    }),
  );

  app.post(
    paths.report.path,
    {
      config: { access: reviewAccess.report },
      schema: {
        tags,
        summary: 'Report a review as abusive, with a reason; once per person (409 after)',
        params: reviewIdParamsSchema,
        body: reviewReportCreateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reviews.report(
        actorOf(request),
        auditContextOf(request),
        request.params.reviewId,
        request.body.reason,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    paths.reported.path,
    {
      config: { access: reviewAccess.moderate },
      schema: {
        tags,
        summary: 'Admins: reported reviews not yet hidden, the most reported first',
        querystring: reportedReviewsQuerySchema,
        response: { 200: listResponse(reportedReviewSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { data, total } = await reviews.reported(request.query);
      return { data, meta: { page, perPage, total } };
    },
  );

  app.put(
    paths.hide.path,
    {
      config: { access: reviewAccess.moderate },
      schema: {
        tags,
        summary: 'Admins hide a review (it leaves the listing and its rating) or show it again',
        params: reviewIdParamsSchema,
        body: reviewHiddenSchema,
        response: { 200: itemResponse(reportedReviewSchema) },
      },
    },
    async (request) => ({
      data: await reviews.setHidden(
        actorOf(request),
        auditContextOf(request),
        request.params.reviewId,
        request.body.hidden,
      ),
    }),
  );
};
