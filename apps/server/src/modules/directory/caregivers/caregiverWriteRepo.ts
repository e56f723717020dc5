import { type CaregiverStatus, type CaregiverWrite, Competency, Role } from '@hearth/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  caregiverAgencies,
  caregiverAvailability,
  caregiverCompetencies,
  caregiverLanguages,
  caregiverRoleAssignments,
  caregiverRoles,
  caregiverStatusChanges,
  caregivers,
  cities,
  languages,
  professions,
  users,
} from '../../../db/schema/index.ts';
import type { SeedTransaction } from '../../../db/seed/types.ts';

export type Writer = Pick<Database, 'insert' | 'update' | 'delete' | 'select'> | SeedTransaction;

/** The profile's own columns; `latitude`/`longitude` are already settled by the service. */
export type CaregiverRow = Omit<CaregiverWrite, 'agencyId'> & { agencyId: number };

function caregiverRow(input: CaregiverRow) {
  return {
    agencyId: input.agencyId,
    userId: input.userId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    dateOfBirth: input.dateOfBirth,
    bio: input.bio,
    street: input.address.street,
    unit: input.address.unit,
    cityId: input.address.cityId,
    postalCode: input.address.postalCode,
    latitude: input.address.latitude,
    longitude: input.address.longitude,
    professionId: input.professionId,
  };
}

/** The lists a caregiver keeps themselves, each replaced whole. */
async function replaceOwnLists(
  writer: Writer,
  caregiverId: number,
  input: Pick<CaregiverRow, 'languageIds' | 'availability'>,
) {
  for (const table of [caregiverLanguages, caregiverAvailability]) {
    await writer.delete(table).where(eq(table.caregiverId, caregiverId));
  }
  if (input.languageIds.length > 0) {
    await writer
      .insert(caregiverLanguages)
      .values(input.languageIds.map((languageId) => ({ caregiverId, languageId })));
  }
  if (input.availability.length > 0) {
    await writer.insert(caregiverAvailability).values(
      input.availability.map((range) => ({
        caregiverId,
        weekDay: range.weekDay,
        startTime: range.start,
        endTime: range.end,
      })),
    );
  }
}

/** The lists hanging off a profile are replaced whole: the form always sends all of them. */
async function replaceChildren(writer: Writer, caregiverId: number, input: CaregiverRow) {
  for (const table of [caregiverRoleAssignments, caregiverCompetencies]) {
    await writer.delete(table).where(eq(table.caregiverId, caregiverId));
  }
  await replaceOwnLists(writer, caregiverId, input);
  const competencies = Object.entries(input.competencies).flatMap(([skill, level]) =>
    level === undefined || level === Competency.noExperience ? [] : [{ caregiverId, skill, level }],
  );
  if (input.roleIds.length > 0) {
    await writer
      .insert(caregiverRoleAssignments)
      .values(input.roleIds.map((caregiverRoleId) => ({ caregiverId, caregiverRoleId })));
  }
  if (competencies.length > 0) {
    await writer.insert(caregiverCompetencies).values(competencies);
  }
}

/** A new profile with its lists; also what the demo seeder writes through. */
export async function insertCaregiver(
  writer: Writer,
  input: CaregiverRow,
  status: CaregiverStatus,
): Promise<number> {
  const [row] = await writer
    .insert(caregivers)
    .values({ ...caregiverRow(input), status })
    .returning({ id: caregivers.id });
  if (row === undefined) {
    throw new Error('insert returned no row');
  }
  await replaceChildren(writer, row.id, input);
  return row.id;
}

export async function recordStatusChange(
  writer: Writer,
  change: {
    caregiverId: number;
    from: CaregiverStatus | null;
    to: CaregiverStatus;
    reason: string | null;
    changedBy: number | null;
    changedAt?: Date;
  },
): Promise<void> {
  await writer.insert(caregiverStatusChanges).values({
    caregiverId: change.caregiverId,
    fromStatus: change.from,
    toStatus: change.to,
    reason: change.reason,
    changedBy: change.changedBy,
    ...(change.changedAt && { changedAt: change.changedAt }),
  });
}

export type StatusChangeRecord = {
  id: number;
  from: CaregiverStatus | null;
  to: CaregiverStatus;
  reason: string | null;
  changedById: number | null;
  changedByName: string | null;
  changedAt: Date;
};

type ReferenceTable = PgTable & { id: PgColumn; retiredAt: PgColumn };

/** What a profile already points at: retired entries it has may stay, new ones may not. */
export type CurrentReferences = {
  professionId: number | null;
  cityId: number | null;
  languageIds: readonly number[];
  roleIds: readonly number[];
};

export function createCaregiverWriteRepo(db: Database) {
  /** Of `ids`, those naming no entry, or a retired one the profile does not have already. */
  async function unusable(
    table: ReferenceTable,
    ids: readonly number[],
    kept: readonly number[],
  ): Promise<number[]> {
    if (ids.length === 0) {
      return [];
    }
    const found = await db
      .select({ id: table.id, retired: sql<boolean>`${table.retiredAt} IS NOT NULL` })
      .from(table)
      .where(inArray(table.id, [...ids]));
    const usable = new Set(
      found.filter((row) => !row.retired || kept.includes(row.id as number)).map((row) => row.id),
    );
    return ids.filter((id) => !usable.has(id));
  }

  const one = (id: number | null) => (id === null ? [] : [id]);

  return {
    insert: insertCaregiver,

    async update(writer: Writer, id: number, input: CaregiverRow): Promise<void> {
      await writer
        .update(caregivers)
        .set({ ...caregiverRow(input), updatedAt: new Date() })
        .where(eq(caregivers.id, id));
      await replaceChildren(writer, id, input);
    },

    /** A caregiver's own change: their languages and weekly hours, the profile's time stamp. */
    async updateOwnLists(
      writer: Writer,
      id: number,
      input: Pick<CaregiverRow, 'languageIds' | 'availability'>,
    ): Promise<void> {
      await writer.update(caregivers).set({ updatedAt: new Date() }).where(eq(caregivers.id, id));
      await replaceOwnLists(writer, id, input);
    },

    /** Of `ids`, the languages that name nothing, or a retired one the profile lacks. */
    unusableLanguages: (ids: readonly number[], kept: readonly number[]) =>
      unusable(languages, ids, kept),

    /** The fields whose ids name nothing usable, keyed as the request names them. */
    async unusableReferences(
      input: CaregiverWrite,
      current: CurrentReferences,
    ): Promise<Record<string, number[]>> {
      const checks: [string, Promise<number[]>][] = [
        ['professionId', unusable(professions, one(input.professionId), one(current.professionId))],
        ['address.cityId', unusable(cities, one(input.address.cityId), one(current.cityId))],
        ['languageIds', unusable(languages, input.languageIds, current.languageIds)],
        ['roleIds', unusable(caregiverRoles, input.roleIds, current.roleIds)],
      ];
      const resolved = await Promise.all(
        checks.map(async ([field, ids]) => [field, await ids] as const),
      );
      return Object.fromEntries(resolved.filter(([, ids]) => ids.length > 0));
    },

    async cityCoordinates(cityId: number) {
      const [row] = await db
        .select({ latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(eq(cities.id, cityId));
      return row;
    },

    /** Whether `userId` is a caregiver account of `agencyId`, the only kind a profile links to. */
    async isCaregiverAccountOf(userId: number, agencyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(caregiverAgencies, eq(caregiverAgencies.userId, users.id))
        .where(
          and(
            eq(users.id, userId),
            eq(users.role, Role.caregiver),
            eq(caregiverAgencies.agencyId, agencyId),
          ),
        );
      return row !== undefined;
    },

    /** Another profile of the agency with this email or this account, if there is one. */
    async clashAt(
      agencyId: number,
      { email, userId }: { email: string; userId: number | null },
      exceptId: number | null,
    ): Promise<{ email: boolean; userId: boolean }> {
      const others = await db
        .select({ email: caregivers.email, userId: caregivers.userId })
        .from(caregivers)
        .where(
          and(
            eq(caregivers.agencyId, agencyId),
            exceptId === null ? undefined : ne(caregivers.id, exceptId),
            sql`(lower(${caregivers.email}) = lower(${email}) OR ${caregivers.userId} = ${userId ?? -1})`,
          ),
        );
      return {
        email: others.some((other) => other.email.toLowerCase() === email.toLowerCase()),
        userId: userId !== null && others.some((other) => other.userId === userId),
      };
    },

    /** The current status, locked until the transaction ends, so two changes cannot cross. */
    async lockStatus(writer: Writer, id: number): Promise<CaregiverStatus | undefined> {
      const [row] = await writer
        .select({ status: sql<CaregiverStatus>`${caregivers.status}` })
        .from(caregivers)
        .where(eq(caregivers.id, id))
        .for('update');
      return row?.status;
    },

    async setStatus(writer: Writer, id: number, status: CaregiverStatus): Promise<void> {
      await writer
        .update(caregivers)
        .set({ status, updatedAt: new Date() })
        .where(eq(caregivers.id, id));
    },

    recordStatusChange,

    async statusHistory(
      caregiverId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: StatusChangeRecord[]; total: number }> {
      const where = eq(caregiverStatusChanges.caregiverId, caregiverId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: caregiverStatusChanges.id,
            from: sql<CaregiverStatus | null>`${caregiverStatusChanges.fromStatus}`,
            to: sql<CaregiverStatus>`${caregiverStatusChanges.toStatus}`,
            reason: caregiverStatusChanges.reason,
            changedById: users.id,
            changedByName: users.name,
            changedAt: caregiverStatusChanges.changedAt,
          })
          .from(caregiverStatusChanges)
          .leftJoin(users, eq(users.id, caregiverStatusChanges.changedBy))
          .where(where)
          // Newest first: the page opens on what happened last.
          .orderBy(desc(caregiverStatusChanges.changedAt), desc(caregiverStatusChanges.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(caregiverStatusChanges).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type CaregiverWriteRepo = ReturnType<typeof createCaregiverWriteRepo>;
