import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ReportScope } from './reportScope.ts';

/**
 * The records of an agency report the scope may count, by the record's agency. Partners are no
 * audience of such a report: should its audiences ever widen by mistake, they count nothing.
 */
export function agencyScoped(agencyId: SQLWrapper, scope: ReportScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agency':
      return eq(agencyId, scope.agencyId);
    case 'partner':
      return sql`false`;
  }
}
