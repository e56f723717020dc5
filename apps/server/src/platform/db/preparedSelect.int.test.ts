import { Role } from '@hearth/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgency, createUser } from '../../../test/factories/identity.ts';
import { useTestDatabase } from '../../../test/harness.ts';
import { agencies, users } from '../../db/schema/index.ts';
import { preparedSelect } from './prepared.ts';

const database = useTestDatabase();

describe('a select prepared with its compiled row mapper', () => {
  it('answers the rows drizzle itself maps, nested fields, nulls and decoders included', async () => {
    const { db } = database;
    const agencyId = await createAgency(db);
    await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
    await createUser(db, { role: Role.admin });
    const select = () =>
      db
        .select({
          id: users.id,
          email: users.email,
          createdAt: users.createdAt,
          agencyName: agencies.name,
          counted: { ofAgencies: sql<number>`(SELECT count(*) FROM agencies)`.mapWith(Number) },
          named: sql<string>`upper(${users.email})`.as('named'),
          plain: sql<string | null>`NULL::text`,
          placeholder: sql<number>`${sql.placeholder('given')}::int`,
        })
        .from(users)
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .where(sql`${users.role} = ANY(${sql.placeholder('roles')}::int[])`)
        .orderBy(asc(users.id));
    const values = { given: 7, roles: [Role.agency, Role.admin] };
    const mapped = await preparedSelect(db, select(), 'compiled_mapper_check').execute(values);
    const drizzles = await select().prepare('drizzle_mapper_check').execute(values);
    expect(mapped).toHaveLength(2);
    expect(mapped).toEqual(drizzles);
    const [agencyUser, admin] = mapped;
    expect(agencyUser?.createdAt).toBeInstanceOf(Date);
    expect(agencyUser?.counted.ofAgencies).toBeTypeOf('number');
    expect(agencyUser?.agencyName).toEqual(expect.any(String));
    expect(admin?.agencyName).toBeNull();
    expect(admin?.plain).toBeNull();
    expect(admin?.placeholder).toBe(7);
    // The same prepared statement runs again with other values.
    const again = await preparedSelect(db, select(), 'compiled_mapper_check').execute({
      given: 8,
      roles: [Role.admin],
    });
    expect(again.map(({ id, placeholder }) => ({ id, placeholder }))).toEqual([
      { id: admin?.id, placeholder: 8 },
    ]);
  });

  it('refuses a whole table among the fields, which needs drizzle’s rule for left joins', () => {
    const { db } = database;
    expect(() =>
      preparedSelect(db, db.select({ user: users, total: count() }).from(users), 'whole_table'),
    ).toThrow(/columns and SQL only/);
  });
});
