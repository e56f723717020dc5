import type { AgencyStanding } from '@hearth/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import { agencyProfiles, agencyStandingChanges, users } from '../../../db/schema/index.ts';
import type { Reader, Writer } from '../../../platform/db/writer.ts';

export type NewStandingChange = {
  agencyId: number;
  fromStanding: AgencyStanding;
  toStanding: AgencyStanding;
  reason: string;
  changedBy: number | null;
  /** Now, unless the change is being recorded after the fact (demo data). */
  changedAt?: Date;
};

export function createStandingRepo(db: Reader) {
  return {
    /**
     * The agency's standing, its profile row locked until the transaction ends, so two admins
     * changing it at once are recorded one after the other, each with the right "from".
     */
    async lockStanding(writer: Writer, agencyId: number): Promise<AgencyStanding> {
      await writer.insert(agencyProfiles).values({ agencyId }).onConflictDoNothing();
      const [row] = await writer
        .select({ standing: sql<AgencyStanding>`${agencyProfiles.standing}` })
        .from(agencyProfiles)
        .where(eq(agencyProfiles.agencyId, agencyId))
        .for('update');
      if (row === undefined) {
        throw new Error(`agency ${agencyId} has no profile`);
      }
      return row.standing;
    },

    async record(writer: Writer, change: NewStandingChange): Promise<void> {
      await writer
        .update(agencyProfiles)
        .set({ standing: change.toStanding, updatedAt: new Date() })
        .where(eq(agencyProfiles.agencyId, change.agencyId));
      await writer.insert(agencyStandingChanges).values(change);
    },

    /** Newest first: the latest decision is what the agency is living with. */
    async history(agencyId: number, page: { limit: number; offset: number }) {
      const where = eq(agencyStandingChanges.agencyId, agencyId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: agencyStandingChanges.id,
            fromStanding: sql<AgencyStanding>`${agencyStandingChanges.fromStanding}`,
            toStanding: sql<AgencyStanding>`${agencyStandingChanges.toStanding}`,
            reason: agencyStandingChanges.reason,
            changedById: users.id,
            changedByName: users.name,
            changedAt: agencyStandingChanges.changedAt,
          })
          .from(agencyStandingChanges)
          .leftJoin(users, eq(users.id, agencyStandingChanges.changedBy))
          .where(where)
          .orderBy(desc(agencyStandingChanges.changedAt), desc(agencyStandingChanges.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(agencyStandingChanges).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type StandingRepo = ReturnType<typeof createStandingRepo>;
export type StandingChangeRecord = Awaited<ReturnType<StandingRepo['history']>>['rows'][number];
