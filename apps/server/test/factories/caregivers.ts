import {
  type CaregiverDocumentWriteInput,
  type CaregiverStatus,
  type CaregiverWriteInput,
  caregiverDocumentWriteSchema,
  caregiverWriteSchema,
} from '@hearth/domain';
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client.ts';
import {
  caregiverDocuments,
  caregiverRoles,
  caregivers,
  languages,
  professions,
} from '../../src/db/schema/index.ts';
import { createCaregiverWriteRepo } from '../../src/modules/directory/caregivers/caregiverWriteRepo.ts';
import { seededCityId } from './reference.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

type CodedTable = PgTable & { id: PgColumn; code: PgColumn };

async function idsByCode<const C extends string>(
  db: Database,
  table: CodedTable,
  codes: readonly C[],
): Promise<Record<C, number>> {
  const rows = await db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, [...codes]));
  const ids = Object.fromEntries(rows.map((row) => [row.code as string, row.id as number]));
  for (const code of codes) {
    if (ids[code] === undefined) {
      throw new Error(`reference entry ${code} is not seeded`);
    }
  }
  return ids as Record<C, number>;
}

/** Ids of the seeded reference entries caregiver tests point at (the template holds them). */
export async function caregiverReferences(db: Database) {
  return {
    professions: await idsByCode(db, professions, ['psw', 'rpn', 'rn'] as const),
    languages: await idsByCode(db, languages, ['en', 'fr', 'pa', 'tl'] as const),
    roles: await idsByCode(db, caregiverRoles, ['companion', 'primary', 'live_in'] as const),
    cities: {
      toronto: await seededCityId(db, 'ON', 'Toronto'),
      mississauga: await seededCityId(db, 'ON', 'Mississauga'),
      ottawa: await seededCityId(db, 'ON', 'Ottawa'),
    },
  };
}

/** A valid request body for a new caregiver; override what the test is about. */
export function caregiverInput(overrides: Partial<CaregiverWriteInput> = {}): CaregiverWriteInput {
  const n = next();
  return {
    firstName: 'Test',
    lastName: `Caregiver ${n}`,
    email: `caregiver-${n}-${Date.now()}@example.test`,
    ...overrides,
  };
}

/** A caregiver profile straight in the database, with its first history entry; returns its id. */
export async function createCaregiver(
  db: Database,
  agencyId: number,
  overrides: Partial<CaregiverWriteInput> & { status?: CaregiverStatus } = {},
): Promise<number> {
  const { status = 'pending', ...input } = overrides;
  const parsed = caregiverWriteSchema.parse(caregiverInput(input));
  const repo = createCaregiverWriteRepo(db);
  return db.transaction(async (tx) => {
    const id = await repo.insert(tx, { ...parsed, agencyId }, status);
    await repo.recordStatusChange(tx, {
      caregiverId: id,
      from: null,
      to: status,
      reason: null,
      changedBy: null,
    });
    return id;
  });
}

/** A valid document body; override what the test is about. */
export function documentInput(
  overrides: Partial<CaregiverDocumentWriteInput> = {},
): CaregiverDocumentWriteInput {
  return { kind: 'firstAidCpr', number: 'CPR-1001', issuedOn: '2024-01-15', ...overrides };
}

export async function createDocument(
  db: Database,
  caregiverId: number,
  overrides: Partial<CaregiverDocumentWriteInput> = {},
): Promise<number> {
  const [row] = await db
    .insert(caregiverDocuments)
    .values({ caregiverId, ...caregiverDocumentWriteSchema.parse(documentInput(overrides)) })
    .returning({ id: caregiverDocuments.id });
  if (row === undefined) {
    throw new Error('no document created');
  }
  return row.id;
}

/** `YYYY-MM-DD`, `days` from today in UTC (negative for the past). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function caregiverRow(db: Database, id: number) {
  const [row] = await db.select().from(caregivers).where(eq(caregivers.id, id));
  return row;
}
