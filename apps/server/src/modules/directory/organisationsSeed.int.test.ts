import { AgencyStanding } from '@hearth/domain';
import { asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, useTestDatabase } from '../../../test/harness.ts';
import {
  agencies,
  agencyProfiles,
  agencyStandingChanges,
  careCoordinators,
  payers,
} from '../../db/schema/index.ts';
import { runSeeders } from '../../db/seed/runSeeders.ts';
import { demoUsersSeeder } from '../identity/seed.ts';
import { demoAgenciesSeeder } from './agencies/seed.ts';
import { demoCoordinatorsAndPayersSeeder } from './coordinatorsAndPayers/seed.ts';

const database = useTestDatabase();

beforeAll(async () => {
  await runSeeders(database.db, [
    demoUsersSeeder(demoPassword),
    demoAgenciesSeeder,
    demoCoordinatorsAndPayersSeeder,
  ]);
});

describe('demo agencies, coordinators and payers', () => {
  it('give the demo accounts’ Maple Home Care its profile instead of a second Maple', async () => {
    const maples = await database.db
      .select({ id: agencies.id, email: agencyProfiles.email, standing: agencyProfiles.standing })
      .from(agencies)
      .innerJoin(agencyProfiles, eq(agencyProfiles.agencyId, agencies.id))
      .where(eq(agencies.name, 'Maple Home Care'));
    expect(maples).toEqual([
      {
        id: expect.any(Number),
        email: 'info@maplehomecare.example',
        standing: AgencyStanding.good,
      },
    ]);
  });

  it('spread agencies over three countries, each standing with its history', async () => {
    const rows = await database.db
      .select({ name: agencies.name, standing: agencyProfiles.standing })
      .from(agencies)
      .innerJoin(agencyProfiles, eq(agencyProfiles.agencyId, agencies.id))
      .orderBy(asc(agencies.name));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.standing))).toEqual(new Set(AgencyStanding.codes));
    const changes = await database.db.select().from(agencyStandingChanges);
    for (const row of rows.filter((agency) => agency.standing !== AgencyStanding.good)) {
      const own = changes.filter(
        (change) => change.toStanding === row.standing && change.reason.length >= 10,
      );
      expect(own.length, row.name).toBeGreaterThan(0);
    }
    expect(changes.every((change) => change.changedBy !== null)).toBe(true);
  });

  it('add current and retired coordinators and payers', async () => {
    const current = await database.db
      .select({ id: careCoordinators.id })
      .from(careCoordinators)
      .where(isNull(careCoordinators.retiredAt));
    expect(current.length).toBeGreaterThanOrEqual(10);
    const kinds = await database.db
      .selectDistinct({ kind: payers.kind })
      .from(payers)
      .where(isNull(payers.retiredAt));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['government', 'insurer', 'privatePay']);
    expect(
      await database.db.select({ id: payers.id }).from(payers).where(isNotNull(payers.retiredAt)),
    ).toHaveLength(1);
  });

  it('run once per database', async () => {
    expect(
      await runSeeders(database.db, [demoAgenciesSeeder, demoCoordinatorsAndPayersSeeder]),
    ).toEqual([]);
  });
});
