import {
  agencyIdParamsSchema,
  careBillingSettingsSchema,
  careBillingSettingsWriteSchema,
  itemResponse,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContextOf } from '../../../platform/audit.ts';
import { actorOf } from '../../../platform/auth/actor.ts';
import { careBillingAccess } from '../policy.ts';
import type { SettingsService } from './settingsService.ts';

const tags = ['care billing'];
const oneSettings = itemResponse(careBillingSettingsSchema);

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/agencies/:agencyId/billing-settings',
    {
      config: { access: careBillingAccess.readSettings },
      schema: {
        tags,
        summary: "An agency's billing settings (the defaults while it never saved them)",
        params: agencyIdParamsSchema,
        response: { 200: oneSettings },
      },
    },
    async (request) => ({
      data: await settings.show(actorOf(request), request.params.agencyId),
    }),
  );

  app.put(
    '/api/agencies/:agencyId/billing-settings',
    {
      config: { access: careBillingAccess.changeSettings },
      schema: {
        tags,
        summary: "Changes an agency's billing settings",
        params: agencyIdParamsSchema,
        body: careBillingSettingsWriteSchema,
        response: { 200: oneSettings },
      },
    },
    async (request) => ({
      data: await settings.update(
        actorOf(request),
        request.params.agencyId,
        request.body,
        auditContextOf(request),
      ),
    }),
  );
};
