import {
  DEFAULT_LOCALE,
  type Locale,
  type PayerKind,
  type PayerSort,
  type PayerWrite,
  type ReferenceStatus,
  type ServerMessageCode,
} from '@hearth/domain';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { payers, provinces } from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';
import { unknownReferenceErrors } from '../../../platform/db/unknownIds.ts';
import type { Reader, Writer } from '../../../platform/db/writer.ts';
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

/**
 * A payer's name in `locale`: a built-in payer's translation ("Pago privado"), a named
 * organisation's as typed (Medicare is Medicare in every language).
 */
export function payerNameIn(locale: Locale): SQL<string> {
  return sql<string>`coalesce(${labelIn(table.nameLabels, locale)}, ${table.name})`;
}

function filterCondition(filter: PayerFilter, locale: Locale): SQL | undefined {
  return and(
    statusCondition(table.retiredAt, filter.status),
    filter.kind === undefined ? undefined : eq(table.kind, filter.kind),
    filter.provinceId === undefined ? undefined : eq(table.provinceId, filter.provinceId),
    everyWordInAny(
      [payerNameIn(locale), table.name, table.contactName, table.email, table.phone],
      filter.q,
    ),
  );
}

function orderingsIn(locale: Locale): Record<PayerSort, SQL[]> {
  const name = payerNameIn(locale);
  const byName = asc(name);
  return {
    name: [byName],
    '-name': [desc(name)],
    kind: [asc(table.kind), byName],
    '-kind': [desc(table.kind), byName],
    createdAt: [asc(table.createdAt)],
    '-createdAt': [desc(table.createdAt)],
  };
}

const columns = {
  id: table.id,
  kind: sql<PayerKind>`${table.kind}`,
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

export const payerNameTaken: ServerMessageCode = 'payer_name_taken';

/**
 * A changed name, as typed in `locale`: a named organisation's is its one name; a built-in
 * payer's changes in that locale only, and in the name column (the default locale's, which the
 * unique index and every missing translation read) only when typed in the default locale.
 */
function namesAsTyped(name: string, locale: Locale) {
  return {
    name:
      locale === DEFAULT_LOCALE
        ? name
        : sql<string>`case when ${table.nameLabels} is null then ${name} else ${table.name} end`,
    nameLabels: sql`${table.nameLabels} || jsonb_build_object(${locale}::text, ${name}::text)`,
  };
}

/** Another payer called `name` in any locale, whatever the case. */
function nameTakenCondition(name: string): SQL {
  return sql`(lower(${table.name}) = lower(${name}) or exists (
    select from jsonb_each_text(${table.nameLabels}) as label
    where lower(label.value) = lower(${name})))`;
}

export function createPayerRepo(db: Reader) {
  const select = (locale: Locale) =>
    db
      .select({ ...columns, name: payerNameIn(locale) })
      .from(table)
      .leftJoin(provinces, eq(provinces.id, table.provinceId))
      .$dynamic();
  const writes = entryWrites(table, rowOf);

  return {
    ...entryReads(db, { table, select, filterCondition, orderingsIn }),

    insert: writes.insert,
    setRetired: writes.setRetired,

    async update(writer: Writer, id: number, input: PayerWrite, locale: Locale): Promise<void> {
      await writer
        .update(table)
        .set({ ...rowOf(input), ...namesAsTyped(input.name, locale), updatedAt: new Date() })
        .where(eq(table.id, id));
    },

    /** Unknown ids and a name another payer has, keyed as the request names them. */
    async fieldProblems(input: PayerWrite, exceptId?: number) {
      const errors = await unknownReferenceErrors(db, [
        ['provinceId', provinces, input.provinceId === null ? [] : [input.provinceId]],
      ]);
      // Names are unique regardless of case (the database's index holds the same rule for the
      // name column) and of locale: "Pago privado" is taken in English too.
      const [taken] = await db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            nameTakenCondition(input.name),
            exceptId === undefined ? undefined : ne(table.id, exceptId),
          ),
        );
      return taken === undefined ? errors : { ...errors, name: [payerNameTaken] };
    },
  };
}

export type PayerRepo = ReturnType<typeof createPayerRepo>;
export type PayerRecord = NonNullable<Awaited<ReturnType<PayerRepo['find']>>>;
