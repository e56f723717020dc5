import {
  caregiverListQuerySchema,
  caregiverSchema,
  caregiverStatusChangeRecordSchema,
  caregiverStatusChangeSchema,
  caregiverSubListQuerySchema,
  caregiverSummarySchema,
  caregiverWriteSchema,
  itemResponse,
  listResponse,
  pathId,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import type { CaregiverService } from './caregiverService.ts';
import { caregiverDto, caregiverSummaryDto, statusChangeDto } from './dto.ts';
import { caregiverAccess } from './policy.ts';

export type CaregiverRoutesOptions = { caregivers: CaregiverService };

export const tags = ['caregivers'];
export const caregiverIdParams = z.object({ caregiverId: pathId });
/** What these routes touch, for the audit of refusals: caregivers' files, or the one in the path. */
const caregiverFiles = phiSubject('caregiver');
export const caregiverFile = phiSubject('caregiver', 'caregiverId');

export const caregiverRoutes: FastifyPluginAsyncZod<CaregiverRoutesOptions> = async (
  app,
  { caregivers },
) => {
  app.get(
    '/api/caregivers',
    {
      config: { access: caregiverAccess.read, phi: caregiverFiles },
      schema: {
        tags,
        summary: 'Caregivers I may see: searched, filtered, near a place, sorted and paged',
        querystring: caregiverListQuerySchema,
        response: { 200: listResponse(caregiverSummarySchema) },
      },
    },
    async (request) => {
      const { page, perPage, sort, ...filters } = request.query;
      const { rows, total } = await caregivers.list(
        actorOf(request),
        filters,
        sort,
        { page, perPage },
        requestLocale(request),
        auditContextOf(request),
      );
      return { data: rows.map(caregiverSummaryDto), meta: { page, perPage, total } };
    },
  );

  app.get(
    '/api/caregivers/:caregiverId',
    {
      config: { access: caregiverAccess.read, phi: caregiverFile },
      schema: {
        tags,
        summary: 'One caregiver profile with roles, competencies and availability',
        params: caregiverIdParams,
        response: { 200: itemResponse(caregiverSchema) },
      },
    },
    async (request) => ({
      data: caregiverDto(
        await caregivers.view(
          actorOf(request),
          request.params.caregiverId,
          requestLocale(request),
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.post(
    '/api/caregivers',
    {
      config: { access: caregiverAccess.write, phi: caregiverFiles },
      schema: {
        tags,
        summary: 'Add a caregiver to an agency; they start as pending',
        body: caregiverWriteSchema,
        response: { 201: itemResponse(caregiverSchema) },
      },
    },
    async (request, reply) => {
      const created = await caregivers.create(
        actorOf(request),
        request.body,
        requestLocale(request),
        auditContextOf(request),
      );
      return reply.status(201).send({ data: caregiverDto(created) });
    },
  );

  app.put(
    '/api/caregivers/:caregiverId',
    {
      config: { access: caregiverAccess.write, phi: caregiverFile },
      schema: {
        tags,
        summary:
          'Change a caregiver profile; its lists (languages, availability, …) are replaced whole',
        params: caregiverIdParams,
        body: caregiverWriteSchema,
        response: { 200: itemResponse(caregiverSchema) },
      },
    },
    async (request) => ({
      data: caregiverDto(
        await caregivers.update(
          actorOf(request),
          request.params.caregiverId,
          request.body,
          requestLocale(request),
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.post(
    '/api/caregivers/:caregiverId/status',
    {
      config: { access: caregiverAccess.write, phi: caregiverFile },
      schema: {
        tags,
        summary: 'Move a caregiver to another status; 409 when the status table does not allow it',
        params: caregiverIdParams,
        body: caregiverStatusChangeSchema,
        response: { 200: itemResponse(caregiverSchema) },
      },
    },
    async (request) => ({
      data: caregiverDto(
        await caregivers.changeStatus(
          actorOf(request),
          request.params.caregiverId,
          request.body,
          requestLocale(request),
          auditContextOf(request),
        ),
      ),
    }),
  );

  app.get(
    '/api/caregivers/:caregiverId/status-history',
    {
      config: { access: caregiverAccess.read, phi: caregiverFile },
      schema: {
        tags,
        summary: "A caregiver's status changes, newest first, with who made each and why",
        params: caregiverIdParams,
        querystring: caregiverSubListQuerySchema,
        response: { 200: listResponse(caregiverStatusChangeRecordSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await caregivers.statusHistory(
        actorOf(request),
        request.params.caregiverId,
        { page, perPage },
        auditContextOf(request),
      );
      return { data: rows.map(statusChangeDto), meta: { page, perPage, total } };
    },
  );
};
