import { Role, UserStatus } from '@hearth/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { agencyIdsOf, belongsToAgencies } from './userRepo.ts';

/** A record's organisations: the agency that holds it and the partner it is linked to, if any. */
export type RecordOrganisations = { agencyId: number; partnerId: number | null };

/**
 * The active people of these roles around a record: admins, those who belong to its agency (as
 * staff, or caregivers working for it) and its partner's people, each as a policy sees a signed-in
 * person. A wide net: the asking module's own rule then decides for each of them. Pass a
 * transaction to read within it.
 */
export async function activeActorsAround(
  reader: Pick<Database, 'select'>,
  record: RecordOrganisations,
  roles: readonly Role[],
): Promise<Actor[]> {
  const rows = await reader
    .select({
      userId: users.id,
      role: sql<Role>`${users.role}`,
      partnerId: users.partnerId,
      agencyIds: agencyIdsOf,
    })
    .from(users)
    .where(
      and(
        eq(users.status, UserStatus.active),
        inArray(users.role, [...roles]),
        or(
          eq(users.role, Role.admin),
          belongsToAgencies([record.agencyId]),
          record.partnerId === null ? undefined : eq(users.partnerId, record.partnerId),
        ),
      ),
    );
  return rows.map((row) => ({ ...row, via: 'session' as const }));
}
