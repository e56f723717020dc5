import {
  itemResponse,
  listResponse,
  ReferralCloseReason,
  referralCloseReasonSchema,
  referralCreateSchema,
  referralDetailSchema,
  referralIdParamsSchema,
  referralListQuerySchema,
  referralMetricsQuerySchema,
  referralMetricsSchema,
  referralMilestonesSchema,
  referralPlacementSchema,
  referralSchema,
  referralStatusMoveSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import type { ChangeService } from './changeService.ts';
import { referralDetailDto, referralDto } from './dto.ts';
import { referralAccess } from './policy.ts';
import type { ReferralService } from './referralService.ts';

export type ReferralRoutesOptions = { referrals: ReferralService; changes: ChangeService };

const tags = ['shared living'];
const detailResponse = { 200: itemResponse(referralDetailSchema) };
const detailOf = ({ record, party, timeline }: Awaited<ReturnType<ReferralService['get']>>) => ({
  data: referralDetailDto(record, party, timeline),
});

export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (
  app,
  { referrals, changes },
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

  app.post(
    '/api/shared-living/referrals/:referralId/status',
    {
      config: { access: referralAccess.change },
      schema: {
        tags,
        summary: 'Move a referral: hold, reopen, or close with a reason',
        params: referralIdParamsSchema,
        body: referralStatusMoveSchema,
        response: detailResponse,
      },
    },
    async (request) =>
      detailOf(
        await changes.move(
          actorOf(request),
          request.params.referralId,
          request.body,
          auditContextOf(request),
        ),
      ),
  );

  app.patch(
    '/api/shared-living/referrals/:referralId/milestones',
    {
      config: { access: referralAccess.change },
      schema: {
        tags,
        summary: 'Record milestone dates; only the dates sent change, null clears one',
        params: referralIdParamsSchema,
        body: referralMilestonesSchema,
        response: detailResponse,
      },
    },
    async (request) =>
      detailOf(
        await changes.setMilestones(
          actorOf(request),
          request.params.referralId,
          request.body,
          auditContextOf(request),
        ),
      ),
  );

  app.put(
    '/api/shared-living/referrals/:referralId/placement',
    {
      config: { access: referralAccess.change },
      schema: {
        tags,
        summary: "Place the referred person in one of the hub's homes with a vacancy",
        params: referralIdParamsSchema,
        body: referralPlacementSchema,
        response: detailResponse,
      },
    },
    async (request) =>
      detailOf(
        await changes.place(
          actorOf(request),
          request.params.referralId,
          request.body,
          auditContextOf(request),
        ),
      ),
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
