import { careBillingSettingsSchema, careBillingSettingsWriteSchema } from '../api/careBilling.ts';
import { itemResponse } from '../api/envelopes.ts';
import { get, put } from './endpoint.ts';

const oneSettings = itemResponse(careBillingSettingsSchema);

export const careBillingSettingsRoutes = {
  show: get('/api/agencies/:agencyId/billing-settings', oneSettings),
  update: put('/api/agencies/:agencyId/billing-settings', {
    body: careBillingSettingsWriteSchema,
    response: oneSettings,
  }),
};
