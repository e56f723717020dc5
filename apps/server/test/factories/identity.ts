import { Role } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { agencies, caregiverAgencies, partners, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/identity/passwords.ts';

export const testPassword = 'correct horse battery staple';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export async function createAgency(db: Database, name = `Agency ${next()}`): Promise<number> {
  const [row] = await db.insert(agencies).values({ name }).returning({ id: agencies.id });
  if (row === undefined) {
    throw new Error('no agency created');
  }
  return row.id;
}

export async function createPartner(db: Database, name = `Partner ${next()}`): Promise<number> {
  const [row] = await db.insert(partners).values({ name }).returning({ id: partners.id });
  if (row === undefined) {
    throw new Error('no partner created');
  }
  return row.id;
}

/** Roles whose account names its one organisation: agency staff, and a provider its own. */
const ORGANISATION_STAFF_ROLES: readonly Role[] = [Role.agency, Role.agencyAgent, Role.provider];

// Hashing is deliberately slow; one hash serves every user a test file creates.
let sharedHash: Promise<string> | undefined;

export type TestUser = {
  id: number;
  email: string;
  role: Role;
  password: string;
  agencyIds: number[];
  partnerId: number | null;
};

export async function createUser(
  db: Database,
  options: {
    role: Role;
    agencyIds?: number[];
    partnerId?: number | null;
    email?: string;
    status?: 1 | 3;
  },
): Promise<TestUser> {
  sharedHash ??= hashPassword(testPassword);
  const agencyIds = options.agencyIds ?? [];
  const email =
    options.email ??
    `${Role.nameOf(options.role).toLowerCase()}-${next()}-${Date.now()}@example.test`;
  const staff = ORGANISATION_STAFF_ROLES.includes(options.role);
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: `Test ${Role.nameOf(options.role)}`,
      role: options.role,
      status: options.status ?? 1,
      passwordHash: await sharedHash,
      agencyId: staff ? (agencyIds[0] ?? null) : null,
      partnerId: options.partnerId ?? null,
    })
    .returning({ id: users.id });
  if (row === undefined) {
    throw new Error('no user created');
  }
  if (options.role === Role.caregiver && agencyIds.length > 0) {
    await db
      .insert(caregiverAgencies)
      .values(agencyIds.map((agencyId) => ({ userId: row.id, agencyId })));
  }
  return {
    id: row.id,
    email,
    role: options.role,
    password: testPassword,
    agencyIds,
    partnerId: options.partnerId ?? null,
  };
}
