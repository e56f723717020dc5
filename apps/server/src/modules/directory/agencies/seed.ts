import { AgencyStanding, agencyWriteSchema, Role } from '@hearth/domain';
import { asc, eq } from 'drizzle-orm';
import { agencies, users } from '../../../db/schema/index.ts';
import { cityByName, languageIdsByCode } from '../../../db/seed/places.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import { createAgencyWriteRepo } from './agencyWriteRepo.ts';
import { demoAgencies } from './demoAgencies.ts';
import { createStandingRepo } from './standingRepo.ts';

const DAY_MS = 86_400_000;

/**
 * The demo agencies across Canada, the United States and Spain. Maple Home Care, which identity's
 * demo accounts belong to, gets its profile; the others are added.
 */
export const demoAgenciesSeeder: Seeder = {
  name: 'directory.demo-agencies',
  async run(tx) {
    const writeRepo = createAgencyWriteRepo(tx);
    const standingRepo = createStandingRepo(tx);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, Role.admin))
      .orderBy(asc(users.id))
      .limit(1);

    for (const demo of demoAgencies) {
      const city = await cityByName(tx, demo.place);
      const input = agencyWriteSchema.parse({
        ...demo.profile,
        address: { ...demo.profile.address, cityId: city.id },
        languageIds: await languageIdsByCode(tx, demo.languages),
      });
      const placed = {
        ...input,
        address: { ...input.address, latitude: city.latitude, longitude: city.longitude },
      };
      const [existing] = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.name, input.name));
      const agencyId = existing?.id ?? (await writeRepo.insert(tx, placed));
      if (existing !== undefined) {
        await writeRepo.update(tx, existing.id, placed);
      }

      let from: AgencyStanding = AgencyStanding.good;
      for (const change of demo.standingChanges) {
        await standingRepo.record(tx, {
          agencyId,
          fromStanding: from,
          toStanding: change.to,
          reason: change.reason,
          changedBy: admin?.id ?? null,
          changedAt: new Date(Date.now() - change.daysAgo * DAY_MS),
        });
        from = change.to;
      }
    }
  },
};
