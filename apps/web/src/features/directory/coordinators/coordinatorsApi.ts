import {
  type CareCoordinator,
  type CareCoordinatorWrite,
  type CareCoordinatorWriteInput,
  routes,
} from '@hearth/domain';
import { entryApi } from '../entries/entriesApi.ts';

export const coordinatorsApi = entryApi<
  CareCoordinator,
  CareCoordinatorWriteInput,
  CareCoordinatorWrite
>('care-coordinators', routes.careCoordinators);
