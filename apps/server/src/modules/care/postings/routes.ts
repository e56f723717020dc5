import {
  agencyOfferSchema,
  caregiverOfferSchema,
  itemResponse,
  listResponse,
  offerListQuerySchema,
  postingCandidatesQuerySchema,
  postingCandidatesSchema,
  postingCreateSchema,
  postingIdParamsSchema,
  postingListQuerySchema,
  postingSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import { agencyOfferDto, caregiverOfferDto, postingDto } from './dto.ts';
import { postingAccess } from './policy.ts';
import type { PostingService } from './postingService.ts';

export type PostingRoutesOptions = { postings: PostingService };

const tags = ['postings'];
const postingResponse = itemResponse(postingSchema);

export const postingRoutes: FastifyPluginAsyncZod<PostingRoutesOptions> = async (
  app,
  { postings },
) => {
  app.get(
    '/api/postings',
    {
      config: { access: postingAccess.board },
      schema: {
        tags,
        summary: 'The posting board: postings offered to me, or those my agency made',
        querystring: postingListQuerySchema,
        response: { 200: listResponse(postingSchema) },
      },
    },
    async (request) => {
      const { page, perPage, box, status } = request.query;
      const { rows, total } = await postings.board(
        actorOf(request),
        { box, status },
        { page, perPage },
        requestLocale(request),
        auditContextOf(request),
      );
      return { data: rows.map(postingDto), meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/postings/candidates',
    {
      config: { access: postingAccess.post },
      schema: {
        tags,
        summary: 'Who one of my bookings may be offered to: other agencies and my caregivers',
        querystring: postingCandidatesQuerySchema,
        response: { 200: itemResponse(postingCandidatesSchema) },
      },
    },
    async (request) => ({
      data: await postings.candidates(
        actorOf(request),
        request.query.assessmentId,
        requestLocale(request),
      ),
    }),
  );

  app.get(
    '/api/postings/:postingId',
    {
      config: { access: postingAccess.board },
      schema: {
        tags,
        summary: 'One posting; the patient is named only to the poster and to whoever filled it',
        params: postingIdParamsSchema,
        response: { 200: postingResponse },
      },
    },
    async (request) => ({
      data: postingDto(
        await postings.get(
          actorOf(request),
          request.params.postingId,
          requestLocale(request),
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.post(
    '/api/postings',
    {
      config: { access: postingAccess.post },
      schema: {
        tags,
        summary: 'Offer one of my bookings to other agencies and/or my caregivers',
        body: postingCreateSchema,
        response: { 201: postingResponse },
      },
    },
    async (request, reply) => {
      const record = await postings.create(
        actorOf(request),
        request.body,
        requestLocale(request),
        auditContextOf(request),
      );
      return reply.status(201).send({ data: postingDto(record) });
    },
  );

  for (const [path, response] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/api/postings/:postingId/${path}`,
      {
        config: { access: postingAccess.respond },
        schema: {
          tags,
          summary:
            response === 'accepted'
              ? 'Accept an offer: the first accept fills the posting, later ones get 409'
              : 'Decline an offer while the posting is open',
          params: postingIdParamsSchema,
          response: { 200: postingResponse },
        },
      },
      async (request) => ({
        data: postingDto(
          await postings.respond(
            actorOf(request),
            request.params.postingId,
            response,
            requestLocale(request),
            auditContextOf(request),
          ),
        ),
      }),
    );
  }

  app.post(
    '/api/postings/:postingId/withdraw',
    {
      config: { access: postingAccess.post },
      schema: {
        tags,
        summary: 'Withdraw my open posting; nobody can accept it afterwards',
        params: postingIdParamsSchema,
        response: { 200: postingResponse },
      },
    },
    async (request) => ({
      data: postingDto(
        await postings.withdraw(
          actorOf(request),
          request.params.postingId,
          requestLocale(request),
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.get(
    '/api/posting/:postingId/agencies',
    {
      config: { access: postingAccess.post },
      schema: {
        tags,
        summary: 'The agencies my posting was offered to, with their answers',
        params: postingIdParamsSchema,
        querystring: offerListQuerySchema,
        response: { 200: listResponse(agencyOfferSchema) },
      },
    },
    async (request) => {
      const { page, perPage, response, q } = request.query;
      const { rows, total } = await postings.agencyOffers(
        actorOf(request),
        request.params.postingId,
        { response, q },
        { page, perPage },
      );
      return { data: rows.map(agencyOfferDto), meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/posting/:postingId/caregivers',
    {
      config: { access: postingAccess.post },
      schema: {
        tags,
        summary: 'The caregivers my posting was offered to, with their answers',
        params: postingIdParamsSchema,
        querystring: offerListQuerySchema,
        response: { 200: listResponse(caregiverOfferSchema) },
      },
    },
    async (request) => {
      const { page, perPage, response, q } = request.query;
      const { rows, total } = await postings.caregiverOffers(
        actorOf(request),
        request.params.postingId,
        { response, q },
        { page, perPage },
        requestLocale(request),
      );
      return { data: rows.map(caregiverOfferDto), meta: { page, perPage, total } };
    },
  );
};
