import type { Locale, Role, UserStatus } from '@hearth/domain';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caregiverAgencies, users } from '../../db/schema/index.ts';

type Writer = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;

export type UserRecord = {
  id: number;
  email: string;
  name: string;
  role: Role;
  status: UserStatus;
  agencyId: number | null;
  partnerId: number | null;
  /** An agency user's agency, or a caregiver's agencies. */
  agencyIds: number[];
  hasPassword: boolean;
  preferredLocale: Locale;
  createdAt: Date;
};

// A caregiver's agencies come from the link table; anybody else's from their own column.
export const agencyIdsOf = sql<number[]>`coalesce(
  nullif(array(SELECT ca.agency_id FROM caregiver_agencies ca WHERE ca.user_id = ${users.id} ORDER BY ca.agency_id), '{}'),
  CASE WHEN ${users.agencyId} IS NULL THEN '{}'::int[] ELSE ARRAY[${users.agencyId}] END
)`;

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: sql<Role>`${users.role}`,
  status: sql<UserStatus>`${users.status}`,
  agencyId: users.agencyId,
  partnerId: users.partnerId,
  agencyIds: agencyIdsOf,
  hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
  preferredLocale: sql<Locale>`${users.preferredLocale}`,
  createdAt: users.createdAt,
};

/** Users belonging to one of the agencies (as staff, or as a caregiver working for it). */
export function belongsToAgencies(agencyIds: readonly number[]): SQL {
  return sql`${agencyIdsOf} && ${sql.param([...agencyIds])}::int[]`;
}

export type UserFilter = {
  q?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
  /** Only users belonging to one of these agencies. */
  agencyIds?: readonly number[] | undefined;
};

function filterCondition(filter: UserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.q
      ? or(ilike(users.email, `%${filter.q}%`), ilike(users.name, `%${filter.q}%`))
      : undefined,
    filter.role === undefined ? undefined : eq(users.role, filter.role),
    filter.status === undefined ? undefined : eq(users.status, filter.status),
    filter.agencyIds === undefined ? undefined : belongsToAgencies(filter.agencyIds),
  ];
  return and(...conditions);
}

export function createUserRepo(db: Database) {
  return {
    async findById(id: number, writer: Writer = db): Promise<UserRecord | undefined> {
      const [row] = await writer.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(
      email: string,
    ): Promise<(UserRecord & { passwordHash: string | null }) | undefined> {
      const [row] = await db
        .select({ ...userColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async list(filter: UserFilter, page: { limit: number; offset: number }) {
      const where = filterCondition(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async insert(
      writer: Writer,
      user: {
        email: string;
        name: string;
        role: Role;
        agencyId: number | null;
        partnerId: number | null;
        passwordHash: string | null;
        preferredLocale: Locale;
      },
      caregiverAgencyIds: readonly number[],
    ): Promise<number> {
      const [row] = await writer
        .insert(users)
        .values({ ...user, passwordChangedAt: user.passwordHash === null ? null : new Date() })
        .returning({ id: users.id });
      if (row === undefined) {
        throw new Error('insert returned no row');
      }
      if (caregiverAgencyIds.length > 0) {
        await writer
          .insert(caregiverAgencies)
          .values(caregiverAgencyIds.map((agencyId) => ({ userId: row.id, agencyId })));
      }
      return row.id;
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row !== undefined;
    },

    async update(
      writer: Writer,
      id: number,
      changes: {
        role?: Role;
        status?: UserStatus;
        passwordHash?: string;
        preferredLocale?: Locale;
      },
    ) {
      await writer
        .update(users)
        .set({
          ...changes,
          ...(changes.passwordHash === undefined ? {} : { passwordChangedAt: new Date() }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
