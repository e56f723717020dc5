import {
  agencyOfferSchema,
  caregiverOfferSchema,
  itemResponse,
  type Locale,
  listResponse,
  offerListQuerySchema,
  postingCandidatesQuerySchema,
  postingCandidatesSchema,
  postingCreateSchema,
  postingIdParamsSchema,
  postingListQuerySchema,
  postingSchema,
} from '@hearth/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../../platform/access.ts';
import { type AuditContext, auditContextOf } from '../../../platform/audit.ts';
import { type Actor, actorOf } from '../../../platform/auth/actor.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import { agencyOfferDto, caregiverOfferDto, postingDto } from './dto.ts';
import { postingAccess } from './policy.ts';
import type { PostingRecord } from './postingRepo.ts';
import type { PostingService } from './postingService.ts';

export type PostingRoutesOptions = { postings: PostingService };

const tags = ['postings'];
const postingResponse = itemResponse(postingSchema);

/** The route options of a read or an act on one posting, which answers the posting. */
const onePosting = (access: Access, summary: string) => ({
  config: { access },
  schema: { tags, summary, params: postingIdParamsSchema, response: { 200: postingResponse } },
});

/** Runs a read or an act on the posting in the path as the caller, and answers the posting. */
async function answerPosting(
  request: FastifyRequest & { params: { postingId: number } },
  act: (
    actor: Actor,
    postingId: number,
    locale: Locale,
    context: AuditContext,
  ) => Promise<PostingRecord>,
) {
  const record = await act(
    actorOf(request),
    request.params.postingId,
    requestLocale(request),
    auditContextOf(request),
  );
  return { data: postingDto(record) };
}

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
    onePosting(
      postingAccess.board,
      'One posting; the patient is named only to the poster and to whoever filled it',
    ),
    (request) => answerPosting(request, postings.get),
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
      onePosting(
        postingAccess.respond,
        response === 'accepted'
          ? 'Accept an offer: the first accept fills the posting, later ones get 409'
          : 'Decline an offer while the posting is open',
      ),
      (request) =>
        answerPosting(request, (actor, postingId, locale, context) =>
          postings.respond(actor, postingId, response, locale, context),
        ),
    );
  }

  app.post(
    '/api/postings/:postingId/withdraw',
    onePosting(postingAccess.post, 'Withdraw my open posting; nobody can accept it afterwards'),
    (request) => answerPosting(request, postings.withdraw),
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
