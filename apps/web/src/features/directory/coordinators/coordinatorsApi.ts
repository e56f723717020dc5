import { type CareCoordinatorWrite, careCoordinatorSchema } from '@hearth/domain';
import { entryApi } from '../entries/entriesApi.ts';

export const coordinatorsApi = entryApi<typeof careCoordinatorSchema, CareCoordinatorWrite>(
  '/api/care-coordinators',
  careCoordinatorSchema,
);
