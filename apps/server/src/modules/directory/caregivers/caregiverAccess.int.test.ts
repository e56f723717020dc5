import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  caregiverInput,
  createCaregiver,
  createDocument,
  documentInput,
} from '../../../../test/factories/caregivers.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';

type Caller = 'anonymous' | keyof typeof Role.values;
const callers: Caller[] = [
  'anonymous',
  ...(Object.keys(Role.values) as (keyof typeof Role.values)[]),
];

const { database, server } = useTestServer();
let agencyId: number;
let otherAgencyId: number;
/** The caregiver user's own profile: every reader may see it. */
let caregiverId: number;
let caregiverUserId: number;
let foreignId: number;
let foreignDocumentId: number;
const clients = new Map<Caller, BrowserClient>();
const agencyMembers: readonly Role[] = [Role.agency, Role.agencyAgent, Role.caregiver];

beforeAll(async () => {
  const { db } = database;
  agencyId = await createAgency(db);
  otherAgencyId = await createAgency(db);
  const partnerId = await createPartner(db);
  clients.set('anonymous', new BrowserClient(server));
  for (const name of Object.keys(Role.values) as (keyof typeof Role.values)[]) {
    const role = Role.values[name];
    const user = await createUser(db, {
      role,
      agencyIds: agencyMembers.includes(role) ? [agencyId] : [],
      partnerId: role === Role.partner || role === Role.partnerAgent ? partnerId : null,
    });
    if (role === Role.caregiver) {
      caregiverUserId = user.id;
    }
    clients.set(name, await signedInClient(server, user.email, user.password));
  }
  caregiverId = await createCaregiver(db, agencyId, { userId: caregiverUserId });
  foreignId = await createCaregiver(db, otherAgencyId, { lastName: 'Foreign' });
  foreignDocumentId = await createDocument(db, foreignId);
});

type Expectation = { anonymous: number; default: number } & Partial<Record<Caller, number>>;

const readers = (status: number): Expectation => ({
  anonymous: 401,
  admin: status,
  agency: status,
  agencyAgent: status,
  caregiver: status,
  default: 403,
});
const writers = (status: number): Expectation => ({
  anonymous: 401,
  admin: status,
  agency: status,
  agencyAgent: status,
  default: 403,
});

/** My profile: caregivers alone, each their own. */
const ownProfile = (status: number): Expectation => ({
  anonymous: 401,
  caregiver: status,
  default: 403,
});

const fresh = () => createCaregiver(database.db, agencyId);

const endpoints: {
  name: string;
  call: (c: BrowserClient) => Promise<Response>;
  expect: Expectation;
}[] = [
  { name: 'GET /api/caregivers', call: (c) => c.request('/api/caregivers'), expect: readers(200) },
  {
    name: 'GET /api/caregivers/:id',
    call: (c) => c.request(`/api/caregivers/${caregiverId}`),
    expect: readers(200),
  },
  {
    name: 'GET /api/caregivers/:id/status-history',
    call: (c) => c.request(`/api/caregivers/${caregiverId}/status-history`),
    expect: readers(200),
  },
  {
    name: 'GET /api/caregivers/:id/documents',
    call: (c) => c.request(`/api/caregivers/${caregiverId}/documents`),
    expect: readers(200),
  },
  {
    name: 'POST /api/caregivers',
    call: (c) => c.json('/api/caregivers', 'POST', caregiverInput({ agencyId })),
    expect: writers(201),
  },
  {
    name: 'PUT /api/caregivers/:id',
    call: async (c) => c.json(`/api/caregivers/${await fresh()}`, 'PUT', caregiverInput()),
    expect: writers(200),
  },
  {
    name: 'POST /api/caregivers/:id/status',
    call: async (c) =>
      c.json(`/api/caregivers/${await fresh()}/status`, 'POST', { status: 'hired' }),
    expect: writers(200),
  },
  {
    name: 'POST /api/caregivers/:id/documents',
    call: async (c) =>
      c.json(`/api/caregivers/${await fresh()}/documents`, 'POST', documentInput()),
    expect: writers(201),
  },
  {
    name: 'PUT /api/caregivers/:id/documents/:documentId',
    call: async (c) => {
      const id = await fresh();
      const documentId = await createDocument(database.db, id);
      return c.json(`/api/caregivers/${id}/documents/${documentId}`, 'PUT', documentInput());
    },
    expect: writers(200),
  },
  {
    name: 'DELETE /api/caregivers/:id/documents/:documentId',
    call: async (c) => {
      const id = await fresh();
      const documentId = await createDocument(database.db, id);
      return c.request(`/api/caregivers/${id}/documents/${documentId}`, { method: 'DELETE' });
    },
    expect: writers(204),
  },
  {
    name: 'GET /api/my/caregiver-profiles',
    call: (c) => c.request('/api/my/caregiver-profiles'),
    expect: ownProfile(200),
  },
  {
    name: 'PUT /api/my/caregiver-profiles/:id',
    call: (c) =>
      c.json(`/api/my/caregiver-profiles/${caregiverId}`, 'PUT', {
        languageIds: [],
        availability: [],
      }),
    expect: ownProfile(200),
  },
];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(callers)('answers %s as the policy says', async (caller) => {
    const client = clients.get(caller);
    if (client === undefined) {
      throw new Error(`no client for ${caller}`);
    }
    const response = await endpoint.call(client);
    expect(response.status).toBe(endpoint.expect[caller] ?? endpoint.expect.default);
  });
});

describe("another agency's caregivers", () => {
  const staff = ['agency', 'agencyAgent', 'caregiver'] as const;

  it.each(staff)('never appear in the list of a %s, whatever the filter', async (caller) => {
    const client = clients.get(caller) as BrowserClient;
    for (const query of ['', `agencyId=${otherAgencyId}`, 'q=Foreign', 'perPage=100']) {
      const response = await client.request(`/api/caregivers?${query}`);
      const body = (await response.json()) as { data: { id: number }[] };
      expect(body.data.map((row) => row.id)).not.toContain(foreignId);
    }
  });

  it.each(staff)('answer 404 to a %s by id, for every endpoint', async (caller) => {
    const client = clients.get(caller) as BrowserClient;
    const base = `/api/caregivers/${foreignId}`;
    const document = `${base}/documents/${foreignDocumentId}`;
    const reads = [base, `${base}/status-history`, `${base}/documents`];
    for (const path of reads) {
      expect((await client.request(path)).status, path).toBe(404);
    }
    if (caller === 'caregiver') {
      return;
    }
    const writes: [string, string, unknown][] = [
      [base, 'PUT', caregiverInput()],
      [`${base}/status`, 'POST', { status: 'hired' }],
      [`${base}/documents`, 'POST', documentInput()],
      [document, 'PUT', documentInput()],
      [document, 'DELETE', undefined],
    ];
    for (const [path, method, body] of writes) {
      expect((await client.json(path, method, body)).status, `${method} ${path}`).toBe(404);
    }
  });

  it('are all visible to an admin', async () => {
    const admin = clients.get('admin') as BrowserClient;
    const response = await admin.request(`/api/caregivers?agencyId=${otherAgencyId}`);
    const body = (await response.json()) as { data: { id: number }[] };
    expect(body.data.map((row) => row.id)).toEqual([foreignId]);
    expect((await admin.request(`/api/caregivers/${foreignId}`)).status).toBe(200);
  });
});

describe('a caregiver', () => {
  it('sees only the profile linked to their own account', async () => {
    const caregiver = clients.get('caregiver') as BrowserClient;
    const colleague = await createCaregiver(database.db, agencyId, { lastName: 'Colleague' });
    const response = await caregiver.request('/api/caregivers?perPage=100');
    const body = (await response.json()) as { data: { id: number }[]; meta: { total: number } };
    expect(body.data.map((row) => row.id)).toEqual([caregiverId]);
    expect(body.meta.total).toBe(1);
    expect((await caregiver.request(`/api/caregivers/${colleague}`)).status).toBe(404);
  });
});
