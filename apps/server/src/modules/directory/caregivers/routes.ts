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
import { recordRoutes } from '../shared/recordRoutes.ts';
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
  recordRoutes(app, {
    path: '/api/caregivers',
    idParam: 'caregiverId',
    tags,
    access: caregiverAccess,
    phi: { all: caregiverFiles, one: caregiverFile },
    schemas: {
      query: caregiverListQuerySchema,
      summary: caregiverSummarySchema,
      idParams: caregiverIdParams,
      write: caregiverWriteSchema,
      item: caregiverSchema,
    },
    summaries: {
      list: 'Caregivers I may see: searched, filtered, near a place, sorted and paged',
      view: 'One caregiver profile with roles, competencies and availability',
      create: 'Add a caregiver to an agency; they start as pending',
      update:
        'Change a caregiver profile; its lists (languages, availability, …) are replaced whole',
    },
    list: (actor, { page, perPage, sort, ...filters }, locale, context) =>
      caregivers.list(actor, filters, sort, { page, perPage }, locale, context),
    summaryDto: caregiverSummaryDto,
    view: caregivers.view,
    create: caregivers.create,
    update: caregivers.update,
    dto: caregiverDto,
  });

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
