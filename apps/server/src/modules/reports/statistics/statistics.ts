import type { StatisticsTile } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import type { ReportScope } from '../reportScope.ts';
import { adminTiles } from './adminTiles.ts';
import { agencyTiles } from './agencyTiles.ts';
import { partnerTiles } from './partnerTiles.ts';

/** The dashboard's tiles of one scope, as of `now`. */
export type Statistics = (scope: ReportScope, now: Date) => Promise<StatisticsTile[]>;

export function createStatistics(db: Database): Statistics {
  return (scope, now) => {
    switch (scope.kind) {
      case 'all':
        return adminTiles(db, now);
      case 'agency':
        return agencyTiles(db, scope.agencyId, now);
      case 'partner':
        return partnerTiles(db, scope.partnerId, now);
    }
  };
}
