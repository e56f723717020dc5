import type { CareCoordinatorSort, CareCoordinatorWrite, ReferenceStatus } from '@hearth/domain';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { careCoordinators, provinces } from '../../../db/schema/index.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';
import { unknownReferenceErrors } from '../../../platform/db/unknownIds.ts';
import type { Reader } from '../../../platform/db/writer.ts';
import { provinceRefColumns } from '../shared/provinceRef.ts';
import { entryReads } from './entryReads.ts';
import { entryWrites } from './entryWrites.ts';
import { statusCondition } from './retirable.ts';

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
    ...entryReads(db, { table, select, filterCondition, orderingsIn: () => orderings }),

    ...entryWrites(table, rowOf),

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
