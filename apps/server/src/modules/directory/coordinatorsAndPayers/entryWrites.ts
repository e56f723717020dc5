import { eq } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Writer } from '../../../platform/db/writer.ts';
import type { EntryTable } from './entryReads.ts';
import { setRetired } from './retirable.ts';

/** How every retirable entry is written: its row made from the payload, by id, never deleted. */
export function entryWrites<Table extends EntryTable, Write>(
  table: Table,
  rowOf: (input: Write) => PgInsertValue<Table> & PgUpdateSetSource<Table>,
) {
  return {
    async insert(writer: Writer, input: Write): Promise<number> {
      const [row] = await writer.insert(table).values(rowOf(input)).returning({ id: table.id });
      if (row === undefined) {
        throw new Error('insert returned no row');
      }
      return row.id;
    },

    async update(writer: Writer, id: number, input: Write): Promise<void> {
      // Spread into a new object the row loses its generic table type; it is the row insert takes.
      await writer
        .update(table)
        .set({ ...rowOf(input), updatedAt: new Date() } as PgUpdateSetSource<Table>)
        .where(eq(table.id, id));
    },

    setRetired: (writer: Writer, id: number, retired: boolean) =>
      setRetired(writer, table, id, retired),
  };
}
