import {
  itemResponse,
  ownCaregiverProfileSchema,
  ownCaregiverProfileWriteSchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { phiSubject } from '../../../platform/phiRefusals.ts';
import { requestLocale } from '../../../platform/requestLocale.ts';
import type { OwnProfileService } from './ownProfileService.ts';
import { caregiverAccess } from './policy.ts';
import { caregiverFile, caregiverIdParams, tags } from './routes.ts';

/** For the audit of refusals: the caller's own caregiver files. */
const ownFiles = phiSubject('caregiver');

export type OwnProfileRoutesOptions = { ownProfiles: OwnProfileService };

export const ownProfileRoutes: FastifyPluginAsyncZod<OwnProfileRoutesOptions> = async (
  app,
  { ownProfiles },
) => {
  app.get(
    '/api/my/caregiver-profiles',
    {
      config: { access: caregiverAccess.own, phi: ownFiles },
      schema: {
        tags,
        summary: 'My caregiver profiles (one per agency I work for), with my documents',
        response: { 200: z.object({ data: z.array(ownCaregiverProfileSchema) }) },
      },
    },
    async (request) => ({
      data: await ownProfiles.list(
        actorOf(request),
        requestLocale(request),
        auditContextOf(request),
      ),
    }),
  );

  app.put(
    '/api/my/caregiver-profiles/:caregiverId',
    {
      config: { access: caregiverAccess.own, phi: caregiverFile },
      schema: {
        tags,
        summary: 'Change my languages and weekly hours on one of my profiles (each replaced whole)',
        params: caregiverIdParams,
        body: ownCaregiverProfileWriteSchema,
        response: { 200: itemResponse(ownCaregiverProfileSchema) },
      },
    },
    async (request) => ({
      data: await ownProfiles.update(
        actorOf(request),
        request.params.caregiverId,
        request.body,
        requestLocale(request),
        auditContextOf(request),
      ),
    }),
  );
};
