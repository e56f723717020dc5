import type { PayerKind, PayerSort, PayerWrite, ReferenceStatus } from '@hearth/domain';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { payers, provinces } from '../../../db/schema/index.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';
import { unknownReferenceErrors } from '../../../platform/db/unknownIds.ts';
import type { Reader } from '../../../platform/db/writer.ts';
import { provinceRefColumns } from '../shared/provinceRef.ts';
import { entryReads } from './entryReads.ts';
import { entryWrites } from './entryWrites.ts';
import { statusCondition } from './retirable.ts';

export type PayerFilter = {
  q?: string | undefined;
  status: ReferenceStatus;
  kind?: PayerKind | undefined;
  provinceId?: number | undefined;
};

const table = payers;

function filterCondition(filter: PayerFilter): SQL | undefined {
  return and(
    statusCondition(table.retiredAt, filter.status),
    filter.kind === undefined ? undefined : eq(table.kind, filter.kind),
    filter.provinceId === undefined ? undefined : eq(table.provinceId, filter.provinceId),
    everyWordInAny([table.name, table.contactName, table.email, table.phone], filter.q),
  );
}

const byName = asc(table.name);
const orderings: Record<PayerSort, SQL[]> = {
  name: [byName],
  '-name': [desc(table.name)],
  kind: [asc(table.kind), byName],
  '-kind': [desc(table.kind), byName],
  createdAt: [asc(table.createdAt)],
  '-createdAt': [desc(table.createdAt)],
};

const columns = {
  id: table.id,
  kind: sql<PayerKind>`${table.kind}`,
  name: table.name,
  contactName: table.contactName,
  phone: table.phone,
  email: table.email,
  website: table.website,
  ...provinceRefColumns,
  retiredAt: table.retiredAt,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
};

const rowOf = (input: PayerWrite) => ({
  kind: input.kind,
  name: input.name,
  contactName: input.contactName,
  phone: input.phone,
  email: input.email,
  website: input.website,
  provinceId: input.provinceId,
});

export const payerNameTaken = 'A payer with this name already exists.';

export function createPayerRepo(db: Reader) {
  const select = () =>
    db
      .select(columns)
      .from(table)
      .leftJoin(provinces, eq(provinces.id, table.provinceId))
      .$dynamic();

  return {
    ...entryReads(db, { table, select, filterCondition, orderings }),

    ...entryWrites(table, rowOf),

    /** Unknown ids and a name another payer has, keyed as the request names them. */
    async fieldProblems(input: PayerWrite, exceptId?: number) {
      const errors = await unknownReferenceErrors(db, [
        ['provinceId', provinces, input.provinceId === null ? [] : [input.provinceId]],
      ]);
      // Names are unique regardless of case (the database's index holds the same rule).
      const [taken] = await db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            sql`lower(${table.name}) = lower(${input.name})`,
            exceptId === undefined ? undefined : ne(table.id, exceptId),
          ),
        );
      return taken === undefined ? errors : { ...errors, name: [payerNameTaken] };
    },
  };
}

export type PayerRepo = ReturnType<typeof createPayerRepo>;
export type PayerRecord = NonNullable<Awaited<ReturnType<PayerRepo['find']>>>;
