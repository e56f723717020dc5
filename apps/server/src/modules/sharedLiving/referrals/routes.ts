import {
  itemResponse,
  listResponse,
  ReferralCloseReason,
  referralCloseReasonSchema,
  referralCreateSchema,
  referralDetailSchema,
  referralDetailsSchema,
  referralIdParamsSchema,
  referralListQuerySchema,
  referralMetricsQuerySchema,
  referralMetricsSchema,
  referralMilestonesSchema,
  referralPlacementSchema,
  referralSchema,
  referralStatusMoveSchema,
} from '@hearth/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditContext, auditContextOf } from '../../../platform/audit.ts';
import { type Actor, actorOf } from '../../../platform/auth/actor.ts';
import type { ChangeService } from './changeService.ts';
import type { DetailsService } from './detailsService.ts';
import { referralDetailDto, referralDto } from './dto.ts';
import { referralAccess } from './policy.ts';
import type { ReferralService } from './referralService.ts';

export type ReferralRoutesOptions = {
  referrals: ReferralService;
  changes: ChangeService;
  details: DetailsService;
};

const tags = ['shared living'];
const detailResponse = { 200: itemResponse(referralDetailSchema) };
type ReferralView = Awaited<ReturnType<ReferralService['get']>>;
const detailOf = ({ record, party, timeline }: ReferralView) => ({
  data: referralDetailDto(record, party, timeline),
});

/** A change to one referral, by those who may change it; it answers the referral as `get` does. */
const changeOptions = <Body extends z.ZodType>(summary: string, body: Body) => ({
  config: { access: referralAccess.change },
  schema: { tags, summary, params: referralIdParamsSchema, body, response: detailResponse },
});

type Change<Body> = (
  actor: Actor,
  referralId: number,
  body: Body,
  context: AuditContext,
) => Promise<ReferralView>;

async function answerChange<Body>(
  request: FastifyRequest & { params: { referralId: number }; body: Body },
  change: Change<Body>,
) {
  return detailOf(
    await change(
      actorOf(request),
      request.params.referralId,
      request.body,
      auditContextOf(request),
    ),
  );
}

export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (
  app,
  { referrals, changes, details },
) => {
  app.get(
    '/api/shared-living/referrals',
    {
      config: { access: referralAccess.read },
      schema: {
        tags,
        summary: 'Referrals to the hubs I run, or those my partner made',
        querystring: referralListQuerySchema,
        response: { 200: listResponse(referralSchema) },
      },
    },
    async (request) => {
      const { page, perPage, hubId, partnerId, status, q } = request.query;
      const { rows, total } = await referrals.list(
        actorOf(request),
        { hubId, partnerId, status, q },
        { page, perPage },
        auditContextOf(request),
      );
      return {
        data: rows.map(({ record, party }) => referralDto(record, party)),
        meta: { page, perPage, total },
      };
    },
  );

  app.post(
    '/api/shared-living/referrals',
    {
      config: { access: referralAccess.refer },
      schema: {
        tags,
        summary: 'Refer a person to a hub',
        body: referralCreateSchema,
        response: { 201: itemResponse(referralDetailSchema) },
      },
    },
    async (request, reply) => {
      const created = await referrals.create(
        actorOf(request),
        request.body,
        auditContextOf(request),
      );
      return reply.status(201).send(detailOf(created));
    },
  );

  app.get(
    '/api/shared-living/referrals/:referralId',
    {
      config: { access: referralAccess.read },
      schema: {
        tags,
        summary: 'One referral with its timeline (each read is audited)',
        params: referralIdParamsSchema,
        response: detailResponse,
      },
    },
    async (request) =>
      detailOf(
        await referrals.get(actorOf(request), request.params.referralId, auditContextOf(request)),
      ),
  );

  app.put(
    '/api/shared-living/referrals/:referralId',
    {
      config: { access: referralAccess.edit },
      schema: {
        tags,
        summary:
          "Edit a referral's details with the referral form; closed referrals stay as they were",
        params: referralIdParamsSchema,
        body: referralDetailsSchema,
        response: detailResponse,
      },
    },
    (request) => answerChange(request, details.edit),
  );

  app.post(
    '/api/shared-living/referrals/:referralId/status',
    changeOptions(
      'Move a referral: hold, reopen, or close with a reason',
      referralStatusMoveSchema,
    ),
    (request) => answerChange(request, changes.move),
  );

  app.patch(
    '/api/shared-living/referrals/:referralId/milestones',
    changeOptions(
      'Record milestone dates; only the dates sent change, null clears one',
      referralMilestonesSchema,
    ),
    (request) => answerChange(request, changes.setMilestones),
  );

  app.put(
    '/api/shared-living/referrals/:referralId/placement',
    changeOptions(
      "Place the referred person in one of the hub's homes with a vacancy",
      referralPlacementSchema,
    ),
    (request) => answerChange(request, changes.place),
  );

  app.get(
    '/api/shared-living/referral-metrics',
    {
      config: { access: referralAccess.read },
      schema: {
        tags,
        summary: 'Average days between referral milestones, over the referrals I may see',
        querystring: referralMetricsQuerySchema,
        response: { 200: itemResponse(referralMetricsSchema) },
      },
    },
    async (request) => ({ data: await referrals.metrics(actorOf(request), request.query) }),
  );

  app.get(
    '/api/shared-living/referral-close-reasons',
    {
      config: { access: referralAccess.read },
      schema: {
        tags,
        summary: 'Why a referral may close, by stable code (labels are translated in the web app)',
        response: { 200: itemResponse(z.array(referralCloseReasonSchema)) },
      },
    },
    async () => ({
      data: ReferralCloseReason.codes.map((code) => ({
        code,
        name: ReferralCloseReason.nameOf(code),
      })),
    }),
  );
};
