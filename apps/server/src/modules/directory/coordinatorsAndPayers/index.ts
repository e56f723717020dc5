import {
  careCoordinatorListQuerySchema,
  careCoordinatorSchema,
  careCoordinatorWriteSchema,
  payerListQuerySchema,
  payerSchema,
  payerWriteSchema,
} from '@hearth/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createCoordinatorRepo } from './coordinatorRepo.ts';
import { coordinatorDto, payerDto } from './dto.ts';
import { entryRoutes } from './entryRoutes.ts';
import { createEntryService } from './entryService.ts';
import { createPayerRepo, payerNameTaken } from './payerRepo.ts';
import { entryAccess } from './policy.ts';

export { payerNameIn } from './payerRepo.ts';

/** The shared directory of care coordinators and payers that patients' records point at. */
export const coordinatorsAndPayersModule: FastifyPluginAsync<{ db: Database }> = async (
  app,
  { db },
) => {
  await app.register(
    entryRoutes({
      path: '/api/care-coordinators',
      tag: 'care coordinators',
      noun: 'care coordinator',
      readAccess: entryAccess.readCoordinators,
      querySchema: careCoordinatorListQuerySchema,
      writeSchema: careCoordinatorWriteSchema,
      itemSchema: careCoordinatorSchema,
      filterOf: ({ q, status, province }) => ({ q, status, provinceId: province }),
      dto: coordinatorDto,
      service: createEntryService(db, createCoordinatorRepo(db), {
        subjectType: 'care_coordinator',
        notFound: 'care_coordinator_not_found',
      }),
    }),
  );
  await app.register(
    entryRoutes({
      path: '/api/payers',
      tag: 'payers',
      noun: 'payer',
      readAccess: entryAccess.read,
      querySchema: payerListQuerySchema,
      writeSchema: payerWriteSchema,
      itemSchema: payerSchema,
      filterOf: ({ q, status, province, kind }) => ({ q, status, kind, provinceId: province }),
      dto: payerDto,
      service: createEntryService(db, createPayerRepo(db), {
        subjectType: 'payer',
        notFound: 'payer_not_found',
        unique: { payers_name_unique: { field: 'name', message: payerNameTaken } },
      }),
    }),
  );
};
