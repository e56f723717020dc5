import { ReferenceStatus } from '@hearth/domain';
import { eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Writer } from '../../../platform/db/writer.ts';
import type { EntryTable } from './entryReads.ts';

/** Which entries a status filter shows; `all` shows every one. */
export function statusCondition(retiredAt: PgColumn, status: ReferenceStatus): SQL | undefined {
  switch (status) {
    case ReferenceStatus.current:
      return isNull(retiredAt);
    case ReferenceStatus.retired:
      return isNotNull(retiredAt);
    case ReferenceStatus.all:
      return undefined;
  }
}

/** Retires an entry (now) or reinstates it. */
export async function setRetired(
  writer: Writer,
  table: EntryTable,
  id: number,
  retired: boolean,
): Promise<void> {
  await writer
    .update(table)
    .set({ retiredAt: retired ? new Date() : null, updatedAt: new Date() })
    .where(eq(table.id, id));
}
