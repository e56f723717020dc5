import type { CareCoordinatorSort, CareCoordinatorWrite, ReferenceStatus } from '@hearth/domain';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { careCoordinators, provinces } from '../../../db/schema/index.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';
import { unknownReferenceErrors } from '../../../platform/db/unknownIds.ts';
import type { Reader, Writer } from '../../../platform/db/writer.ts';
import { provinceRefColumns } from '../shared/provinceRef.ts';
import { entryReads } from './entryReads.ts';
import { setRetired, statusCondition } from './retirable.ts';

export type CoordinatorFilter = {
  q?: string | undefined;
  status: ReferenceStatus;
  provinceId?: number | undefined;
};

const table = careCoordinators;

function filterCondition(filter: CoordinatorFilter): SQL | undefined {
  return and(
    statusCondition(table.retiredAt, filter.status),
    filter.provinceId === undefined ? undefined : eq(table.provinceId, filter.provinceId),
    everyWordInAny(
      [table.name, table.organisation, table.region, table.email, table.phone],
      filter.q,
    ),
  );
}

const byName = asc(table.name);
const orderings: Record<CareCoordinatorSort, SQL[]> = {
  name: [byName],
  '-name': [desc(table.name)],
  organisation: [asc(table.organisation), byName],
  '-organisation': [desc(table.organisation), byName],
  createdAt: [asc(table.createdAt)],
  '-createdAt': [desc(table.createdAt)],
};

const columns = {
  id: table.id,
  name: table.name,
  organisation: table.organisation,
  phone: table.phone,
  email: table.email,
  region: table.region,
  ...provinceRefColumns,
  retiredAt: table.retiredAt,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
};

const rowOf = (input: CareCoordinatorWrite) => ({
  name: input.name,
  organisation: input.organisation,
  phone: input.phone,
  email: input.email,
  region: input.region,
  provinceId: input.provinceId,
});

export function createCoordinatorRepo(db: Reader) {
  const select = () =>
    db
      .select(columns)
      .from(table)
      .leftJoin(provinces, eq(provinces.id, table.provinceId))
      .$dynamic();

  return {
    ...entryReads(db, { table, select, filterCondition, orderings }),

    async insert(writer: Writer, input: CareCoordinatorWrite): Promise<number> {
      const [row] = await writer.insert(table).values(rowOf(input)).returning({ id: table.id });
      if (row === undefined) {
        throw new Error('insert returned no row');
      }
      return row.id;
    },

    async update(writer: Writer, id: number, input: CareCoordinatorWrite): Promise<void> {
      await writer
        .update(table)
        .set({ ...rowOf(input), updatedAt: new Date() })
        .where(eq(table.id, id));
    },

    setRetired: (writer: Writer, id: number, retired: boolean) =>
      setRetired(writer, table, id, retired),

    /** The fields whose ids name nothing, keyed as the request names them. */
    fieldProblems(input: CareCoordinatorWrite) {
      return unknownReferenceErrors(db, [
        ['provinceId', provinces, input.provinceId === null ? [] : [input.provinceId]],
      ]);
    },
  };
}

export type CoordinatorRepo = ReturnType<typeof createCoordinatorRepo>;
export type CoordinatorRecord = NonNullable<Awaited<ReturnType<CoordinatorRepo['find']>>>;
