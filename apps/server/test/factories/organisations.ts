import {
  type AgencyStanding,
  type AgencyWriteInput,
  agencyWriteSchema,
  type CareCoordinatorWriteInput,
  careCoordinatorWriteSchema,
  type PayerWriteInput,
  payerWriteSchema,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { agencyProfiles } from '../../src/db/schema/index.ts';
import { cityByName, type PlaceKey, provinceByCode } from '../../src/db/seed/places.ts';
import { createAgencyWriteRepo } from '../../src/modules/directory/agencies/agencyWriteRepo.ts';
import { createCoordinatorRepo } from '../../src/modules/directory/coordinatorsAndPayers/coordinatorRepo.ts';
import { createPayerRepo } from '../../src/modules/directory/coordinatorsAndPayers/payerRepo.ts';

// Agencies, care coordinators and payers for API tests, placed in real cities of the reference
// data every test database starts with.

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const places = {
  toronto: { country: 'CA', province: 'ON', city: 'Toronto' },
  hamilton: { country: 'CA', province: 'ON', city: 'Hamilton' },
  vancouver: { country: 'CA', province: 'BC', city: 'Vancouver' },
  montreal: { country: 'CA', province: 'QC', city: 'Montréal' },
  chicago: { country: 'US', province: 'IL', city: 'Chicago' },
  madrid: { country: 'ES', province: 'M', city: 'Madrid' },
} as const satisfies Record<string, PlaceKey & { city: string }>;
export type PlaceName = keyof typeof places;

export const city = (db: Database, name: PlaceName) => cityByName(db, places[name]);
export const province = (db: Database, key: PlaceKey) => provinceByCode(db, key);

/** A valid profile; `overrides` replace whole fields. */
export function agencyInput(overrides: Partial<AgencyWriteInput> = {}): AgencyWriteInput {
  return { name: `Test Agency ${next()}`, phone: '+1 416-555-0100', ...overrides };
}

export async function createProfiledAgency(
  db: Database,
  options: { at?: PlaceName; standing?: AgencyStanding } & Partial<AgencyWriteInput> = {},
): Promise<number> {
  const { at, standing, ...overrides } = options;
  const place = at === undefined ? undefined : await city(db, at);
  const input = agencyWriteSchema.parse(
    agencyInput({
      ...overrides,
      ...(place && {
        address: { cityId: place.id, latitude: place.latitude, longitude: place.longitude },
      }),
    }),
  );
  const id = await createAgencyWriteRepo(db).insert(db, input);
  if (standing !== undefined) {
    await db.update(agencyProfiles).set({ standing }).where(eq(agencyProfiles.agencyId, id));
  }
  return id;
}

export function coordinatorInput(
  overrides: Partial<CareCoordinatorWriteInput> = {},
): CareCoordinatorWriteInput {
  return { name: `Coordinator ${next()}`, organisation: 'Ontario Health atHome', ...overrides };
}

export async function createCoordinator(
  db: Database,
  overrides: Partial<CareCoordinatorWriteInput> = {},
): Promise<number> {
  const input = careCoordinatorWriteSchema.parse(coordinatorInput(overrides));
  return createCoordinatorRepo(db).insert(db, input);
}

export function payerInput(overrides: Partial<PayerWriteInput> = {}): PayerWriteInput {
  return { kind: 'insurer', name: `Payer ${next()}`, ...overrides };
}

export async function createPayer(
  db: Database,
  overrides: Partial<PayerWriteInput> = {},
): Promise<number> {
  const input = payerWriteSchema.parse(payerInput(overrides));
  return createPayerRepo(db).insert(db, input);
}
