import { ReferenceStatus } from '@hearth/domain';
import { isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

/** The column change that retires an entry (now) or reinstates it. */
export const retirement = (retired: boolean) => ({
  retiredAt: retired ? new Date() : null,
  updatedAt: new Date(),
});
