import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createContact, createPatient, patientInput } from '../../../../test/factories/patients.ts';
import { createProvider } from '../../../../test/factories/providers.ts';
import { useTestServer } from '../../../../test/harness.ts';

type Caller = 'anonymous' | keyof typeof Role.values;
const callers: Caller[] = [
  'anonymous',
  ...(Object.keys(Role.values) as (keyof typeof Role.values)[]),
];

const { database, server } = useTestServer();
let agencyId: number;
let patientId: number;
const clients = new Map<Caller, BrowserClient>();
const agencyMembers: readonly Role[] = [Role.agency, Role.agencyAgent, Role.caregiver];

// Every role gets a patient it may see: the caregiver is on the care team, the partner linked.
// The provider runs a day program of its own, so this agency's patient is none of theirs.
beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const partnerId = await createPartner(database.db);
  const users = new Map<Caller, number>();
  clients.set('anonymous', new BrowserClient(server));
  for (const name of Object.keys(Role.values) as (keyof typeof Role.values)[]) {
    const role = Role.values[name];
    if (role === Role.provider) {
      const provider = await createProvider(database.db, server);
      users.set(name, provider.user.id);
      clients.set(name, provider.client);
      continue;
    }
    const user = await createUser(database.db, {
      role,
      agencyIds: agencyMembers.includes(role) ? [agencyId] : [],
      partnerId: role === Role.partner || role === Role.partnerAgent ? partnerId : null,
    });
    users.set(name, user.id);
    clients.set(name, await signedInClient(server, user.email, user.password));
  }
  patientId = await createPatient(database.db, agencyId, {
    partnerId,
    careTeamUserIds: [users.get('caregiver') ?? 0],
  });
});

type Expectation = { anonymous: number; default: number } & Partial<Record<Caller, number>>;

const readers = (status: number): Expectation => ({
  anonymous: 401,
  admin: status,
  agency: status,
  agencyAgent: status,
  caregiver: status,
  partner: status,
  partnerAgent: status,
  default: 403,
});
const writers = (status: number): Expectation => ({
  anonymous: 401,
  admin: status,
  agency: status,
  agencyAgent: status,
  default: 403,
});

const endpoints: {
  name: string;
  call: (c: BrowserClient) => Promise<Response>;
  expect: Expectation;
}[] = [
  {
    name: 'GET /api/patients',
    call: (c) => c.request('/api/patients'),
    // The provider's list holds their own participants only: none of this agency's.
    expect: { ...readers(200), provider: 200 },
  },
  {
    name: 'GET /api/patients/:id',
    call: (c) => c.request(`/api/patients/${patientId}`),
    expect: { ...readers(200), provider: 404 },
  },
  {
    name: 'GET /api/patients/:id/contacts',
    call: (c) => c.request(`/api/patients/${patientId}/contacts`),
    expect: { ...readers(200), provider: 404 },
  },
  {
    name: 'GET /api/patients/care-team-candidates',
    call: (c) => c.request(`/api/patients/care-team-candidates?agencyId=${agencyId}`),
    expect: writers(200),
  },
  {
    name: 'POST /api/patients',
    call: (c) => c.json('/api/patients', 'POST', patientInput(agencyId)),
    expect: writers(201),
  },
  {
    name: 'PUT /api/patients/:id',
    call: async (c) =>
      c.json(
        `/api/patients/${await createPatient(database.db, agencyId)}`,
        'PUT',
        patientInput(agencyId),
      ),
    expect: { ...writers(200), provider: 404 },
  },
  {
    name: 'POST /api/patients/:id/contacts',
    call: (c) => c.json(`/api/patients/${patientId}/contacts`, 'POST', { name: 'Marta Ruiz' }),
    expect: { ...writers(201), provider: 404 },
  },
  {
    name: 'PUT /api/patients/:id/contacts/:contactId',
    call: async (c) =>
      c.json(
        `/api/patients/${patientId}/contacts/${await createContact(database.db, patientId)}`,
        'PUT',
        { name: 'Marta Ruiz' },
      ),
    expect: { ...writers(200), provider: 404 },
  },
  {
    name: 'DELETE /api/patients/:id/contacts/:contactId',
    call: async (c) =>
      c.request(
        `/api/patients/${patientId}/contacts/${await createContact(database.db, patientId)}`,
        { method: 'DELETE' },
      ),
    expect: { ...writers(204), provider: 404 },
  },
];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(callers)('answers %s as the policy says', async (caller) => {
    const client = clients.get(caller);
    if (client === undefined) {
      throw new Error(`no client for ${caller}`);
    }
    const response = await endpoint.call(client);
    const expected = endpoint.expect[caller] ?? endpoint.expect.default;
    expect(response.status, await response.text()).toBe(expected);
  });
});
