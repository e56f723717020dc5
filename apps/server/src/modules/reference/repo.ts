import type { ReferenceListQuery, ReferenceStatus } from '@hearth/domain';
import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AnyListDefinition } from './listDefinition.ts';

type Writer = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;

function statusCondition(definition: AnyListDefinition, status: ReferenceStatus): SQL | undefined {
  switch (status) {
    case 'current':
      return isNull(definition.table.retiredAt);
    case 'retired':
      return isNotNull(definition.table.retiredAt);
    case 'all':
      return undefined;
  }
}

function columnsOf(definition: AnyListDefinition) {
  return { ...getTableColumns(definition.table), ...definition.extraColumns };
}

/** SQL of any reference list, driven by its definition; rows go out as the definition's rows. */
export function createReferenceRepo(db: Database) {
  async function update(
    definition: AnyListDefinition,
    writer: Writer,
    id: number,
    changes: Record<string, unknown>,
  ): Promise<boolean> {
    const updated = await writer
      .update(definition.table)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(definition.table.id, id))
      .returning({ id: definition.table.id });
    return updated.length > 0;
  }

  return {
    async list(definition: AnyListDefinition, query: ReferenceListQuery) {
      const where = and(
        statusCondition(definition, query.status),
        query.q === undefined ? undefined : definition.search(query.q),
        ...(definition.filters?.(query) ?? []),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columnsOf(definition))
          .from(definition.table)
          .where(where)
          .orderBy(...definition.orderBy(query))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ total: count() }).from(definition.table).where(where),
      ]);
      return { rows: rows as unknown[], total: total?.total ?? 0 };
    },

    async findById(definition: AnyListDefinition, id: number, writer: Writer = db) {
      const [row] = await writer
        .select(columnsOf(definition))
        .from(definition.table)
        .where(eq(definition.table.id, id));
      return row as unknown;
    },

    /** The ids among `ids` that are entries of the list and not retired. */
    async currentIds(definition: AnyListDefinition, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) {
        return [];
      }
      const rows = await db
        .select({ id: definition.table.id })
        .from(definition.table)
        .where(and(inArray(definition.table.id, [...ids]), isNull(definition.table.retiredAt)));
      return rows.map((row) => Number(row.id));
    },

    async counts(definition: AnyListDefinition): Promise<{ current: number; retired: number }> {
      const [row] = await db
        .select({
          current: sql<number>`count(*) FILTER (WHERE ${definition.table.retiredAt} IS NULL)::int`,
          retired: sql<number>`count(${definition.table.retiredAt})::int`,
        })
        .from(definition.table);
      return { current: row?.current ?? 0, retired: row?.retired ?? 0 };
    },

    async nextSortOrder(definition: AnyListDefinition, writer: Writer): Promise<number> {
      const [row] = await writer
        .select({ last: sql<number>`coalesce(max(${definition.table.sortOrder}), 0)::int` })
        .from(definition.table);
      return (row?.last ?? 0) + 1;
    },

    async insert(definition: AnyListDefinition, writer: Writer, values: unknown): Promise<number> {
      const [row] = await writer
        .insert(definition.table)
        .values(values as typeof definition.table.$inferInsert)
        .returning({ id: definition.table.id });
      if (row === undefined) {
        throw new Error('insert returned no row');
      }
      return Number(row.id);
    },

    update,

    /** Retiring again keeps the first retirement time. */
    setRetired(definition: AnyListDefinition, writer: Writer, id: number, retired: boolean) {
      const retiredAt = retired ? sql`coalesce(${definition.table.retiredAt}, now())` : null;
      return update(definition, writer, id, { retiredAt });
    },
  };
}

export type ReferenceRepo = ReturnType<typeof createReferenceRepo>;
