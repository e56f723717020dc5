import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { UserService } from '../../identity/index.ts';
import { createAgencyRepo } from './agencyRepo.ts';
import { createAgencyService } from './agencyService.ts';
import { createAgencyWriteRepo } from './agencyWriteRepo.ts';
import { agencyOversightRoutes } from './oversightRoutes.ts';
import { agencyRoutes } from './routes.ts';
import { createStaffService } from './staffService.ts';
import { createStandingRepo } from './standingRepo.ts';
import { createStandingService } from './standingService.ts';

export { demoAgencies } from './demoAgencies.ts';
export {
  type AgencyPostalAddress,
  type AgencyPostalAddresses,
  createAgencyPostalAddresses,
} from './postalAddress.ts';

export type AgenciesModuleOptions = { db: Database; users: UserService };

/** Agencies: profiles, care provided, service area, standing and people. */
export const agenciesModule: FastifyPluginAsync<AgenciesModuleOptions> = async (
  app,
  { db, users },
) => {
  const agencies = createAgencyService(db, createAgencyRepo(db), createAgencyWriteRepo(db));
  await app.register(agencyRoutes, { agencies });
  await app.register(agencyOversightRoutes, {
    standing: createStandingService(db, agencies, createStandingRepo(db)),
    staff: createStaffService(agencies, users),
  });
};
