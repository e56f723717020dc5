import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import {
  createAgency,
  createPartner,
  createUser,
  type TestUser,
} from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';

type Caller = 'anonymous' | keyof typeof Role.values;

const agencyMembers: readonly Role[] = [Role.agency, Role.agencyAgent, Role.caregiver];
const partnerMembers: readonly Role[] = [Role.partner, Role.partnerAgent];

const { database, server } = useTestServer();
let agencyId: number;
const clients = new Map<Caller, BrowserClient>();

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const partnerId = await createPartner(database.db);
  clients.set('anonymous', new BrowserClient(server));
  for (const name of Object.keys(Role.values) as (keyof typeof Role.values)[]) {
    const role = Role.values[name];
    const user = await createUser(database.db, {
      role,
      agencyIds: agencyMembers.includes(role) ? [agencyId] : [],
      partnerId: partnerMembers.includes(role) ? partnerId : null,
    });
    clients.set(name, await signedInClient(server, user.email, user.password));
  }
});

const everyone = (status: number) => ({ anonymous: 401, default: status });
const adminAndAgency = (status: number) => ({
  anonymous: 401,
  admin: status,
  agency: status,
  default: 403,
});
const adminOnly = (status: number) => ({ anonymous: 401, admin: status, default: 403 });

type Expectation = { anonymous: number; default: number } & Partial<Record<Caller, number>>;
type Endpoint = {
  name: string;
  call: (client: BrowserClient) => Promise<Response>;
  expect: Expectation;
};

let unique = 0;
const freshCaregiver = () =>
  createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] });

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/health',
    call: (c) => c.request('/api/health'),
    expect: { anonymous: 200, default: 200 },
  },
  {
    name: 'GET /api/app-info',
    call: (c) => c.request('/api/app-info'),
    expect: { anonymous: 200, default: 200 },
  },
  {
    name: 'GET /api/auth-details',
    call: (c) => c.request('/api/auth-details'),
    expect: everyone(200),
  },
  {
    name: 'GET /api/auth/session',
    call: (c) => c.request('/api/auth/session'),
    expect: { anonymous: 200, default: 200 },
  },
  {
    name: 'POST /api/auth/keep-alive',
    call: (c) => c.json('/api/auth/keep-alive', 'POST'),
    expect: everyone(204),
  },
  {
    name: 'GET /api/random-password',
    call: (c) => c.request('/api/random-password'),
    // Also for invited people choosing their first password, who are not signed in.
    expect: { anonymous: 200, default: 200 },
  },
  {
    name: 'GET /api/auth/tokens',
    call: (c) => c.request('/api/auth/tokens'),
    expect: everyone(200),
  },
  { name: 'GET /api/logins', call: (c) => c.request('/api/logins'), expect: everyone(200) },
  {
    name: 'GET /api/logins-by-user-type/caregiver',
    call: (c) => c.request('/api/logins-by-user-type/caregiver'),
    expect: everyone(200),
  },
  { name: 'GET /api/roles', call: (c) => c.request('/api/roles'), expect: adminAndAgency(200) },
  {
    name: 'GET /api/roles-by-user-type/agency',
    call: (c) => c.request('/api/roles-by-user-type/agency'),
    expect: adminAndAgency(200),
  },
  { name: 'GET /api/users', call: (c) => c.request('/api/users'), expect: adminAndAgency(200) },
  {
    name: 'GET /api/users/:id (a caregiver of the agency)',
    call: async (c) => c.request(`/api/users/${(await freshCaregiver()).id}`),
    expect: adminAndAgency(200),
  },
  {
    name: 'POST /api/users (a caregiver of the agency)',
    call: (c) => {
      unique += 1;
      return c.json('/api/users', 'POST', {
        email: `new-caregiver-${unique}@example.test`,
        name: 'New Caregiver',
        role: Role.caregiver,
        agencyIds: [agencyId],
      });
    },
    expect: adminAndAgency(201),
  },
  {
    name: 'POST /api/users/:id/disable',
    call: async (c) => c.json(`/api/users/${(await freshCaregiver()).id}/disable`, 'POST'),
    expect: adminAndAgency(200),
  },
  {
    name: 'POST /api/users/:id/enable',
    call: async (c) => c.json(`/api/users/${(await freshCaregiver()).id}/enable`, 'POST'),
    expect: adminAndAgency(200),
  },
  {
    name: 'PUT /api/users/:id/role',
    call: async (c) =>
      c.json(`/api/users/${(await freshCaregiver()).id}/role`, 'PUT', { role: Role.caregiver }),
    expect: adminAndAgency(200),
  },
  { name: 'GET /api/audit-log', call: (c) => c.request('/api/audit-log'), expect: adminOnly(200) },
  {
    name: 'GET /api/admin/outbox',
    call: (c) => c.request('/api/admin/outbox'),
    expect: adminOnly(200),
  },
];

const callers: Caller[] = [
  'anonymous',
  ...(Object.keys(Role.values) as (keyof typeof Role.values)[]),
];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(callers)('as %s', async (caller) => {
    const client = clients.get(caller);
    if (client === undefined) {
      throw new Error(`no client for ${caller}`);
    }
    const response = await endpoint.call(client);
    expect(response.status).toBe(endpoint.expect[caller] ?? endpoint.expect.default);
  });
});

describe('agency boundaries', () => {
  let ownerA: BrowserClient;
  let ownerB: BrowserClient;
  let agentOfA: TestUser;
  let agencyA: number;

  beforeAll(async () => {
    agencyA = await createAgency(database.db, 'Agency A');
    const agencyB = await createAgency(database.db, 'Agency B');
    const a = await createUser(database.db, { role: Role.agency, agencyIds: [agencyA] });
    const b = await createUser(database.db, { role: Role.agency, agencyIds: [agencyB] });
    agentOfA = await createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyA] });
    ownerA = await signedInClient(server, a.email, a.password);
    ownerB = await signedInClient(server, b.email, b.password);
    await signedInClient(server, agentOfA.email, agentOfA.password);
  });

  it("hides another agency's user as if absent", async () => {
    expect((await ownerB.request(`/api/users/${agentOfA.id}`)).status).toBe(404);
    expect((await ownerA.request(`/api/users/${agentOfA.id}`)).status).toBe(200);
  });

  it("cannot change another agency's user", async () => {
    expect((await ownerB.json(`/api/users/${agentOfA.id}/disable`, 'POST')).status).toBe(404);
    expect(
      (await ownerB.json(`/api/users/${agentOfA.id}/role`, 'PUT', { role: Role.agency })).status,
    ).toBe(404);
    const still = (await (await ownerA.request(`/api/users/${agentOfA.id}`)).json()) as {
      data: { status: number };
    };
    expect(still.data.status).toBe(1);
  });

  it("lists only the agency's own people, whatever the filter asks", async () => {
    const listed = (await (await ownerB.request(`/api/users?agencyId=${agencyA}`)).json()) as {
      data: { id: number }[];
    };
    expect(listed.data.map((user) => user.id)).not.toContain(agentOfA.id);
  });

  it("shows only the agency's own sign-ins", async () => {
    const history = (await (await ownerB.request('/api/logins?perPage=100')).json()) as {
      data: { userId: number | null }[];
    };
    expect(history.data.map((entry) => entry.userId)).not.toContain(agentOfA.id);
    const own = (await (await ownerA.request('/api/logins?perPage=100')).json()) as {
      data: { userId: number | null }[];
    };
    expect(own.data.map((entry) => entry.userId)).toContain(agentOfA.id);
  });

  it('cannot make someone an agency owner or add people to another agency', async () => {
    const owner = await ownerA.json(`/api/users/${agentOfA.id}/role`, 'PUT', { role: Role.agency });
    expect(owner.status).toBe(403);
    const elsewhere = await ownerB.json('/api/users', 'POST', {
      email: 'intruder@example.test',
      name: 'Intruder',
      role: Role.agencyAgent,
      agencyIds: [agencyA],
    });
    expect(elsewhere.status).toBe(403);
  });

  it('writes role and status changes to the audit log', async () => {
    const caregiver = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyA] });
    expect((await ownerA.json(`/api/users/${caregiver.id}/disable`, 'POST')).status).toBe(200);
    const admin = clients.get('admin');
    const log = (await (await admin?.request(`/api/audit-log?action=user.disabled`))?.json()) as {
      data: { subjectId: string; agencyId: number }[];
    };
    expect(log.data).toContainEqual(
      expect.objectContaining({ subjectId: String(caregiver.id), agencyId: agencyA }),
    );
  });
});
