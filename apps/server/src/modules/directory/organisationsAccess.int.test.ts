import { AgencyStanding, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createPartner, createUser } from '../../../test/factories/identity.ts';
import {
  agencyInput,
  coordinatorInput,
  createCoordinator,
  createPayer,
  createProfiledAgency,
  payerInput,
} from '../../../test/factories/organisations.ts';
import { useTestServer } from '../../../test/harness.ts';

// Every endpoint of agencies, partners, care coordinators and payers, called by every role.

type Caller = 'anonymous' | keyof typeof Role.values;
const roleNames = Object.keys(Role.values) as (keyof typeof Role.values)[];
const callers: Caller[] = ['anonymous', ...roleNames];
const agencyMembers: readonly Role[] = [Role.agency, Role.agencyAgent, Role.caregiver];

const { database, server } = useTestServer();
let agencyId: number;
const clients = new Map<Caller, BrowserClient>();

// Agency owners, agents and caregivers all belong to the one agency the calls are about.
beforeAll(async () => {
  agencyId = await createProfiledAgency(database.db, { at: 'toronto' });
  const partnerId = await createPartner(database.db);
  clients.set('anonymous', new BrowserClient(server));
  for (const name of roleNames) {
    const role = Role.values[name];
    const user = await createUser(database.db, {
      role,
      agencyIds: agencyMembers.includes(role) ? [agencyId] : [],
      partnerId: role === Role.partner || role === Role.partnerAgent ? partnerId : null,
    });
    clients.set(name, await signedInClient(server, user.email, user.password));
  }
});

type Expectation = { anonymous: number; default: number } & Partial<Record<Caller, number>>;

const everyone = (status: number): Expectation => ({ anonymous: 401, default: status });
const adminsOnly = (status: number): Expectation => ({
  anonymous: 401,
  admin: status,
  default: 403,
});
const agencyPeople = (status: number): Expectation => ({
  anonymous: 401,
  admin: status,
  agency: status,
  agencyAgent: status,
  default: 403,
});

/** Partner staff too: they name a partner and a care coordinator on their referrals. */
const staffOfAgenciesAndPartners = (status: number): Expectation => ({
  ...agencyPeople(status),
  partner: status,
  partnerAgent: status,
});

const db = () => database.db;

const endpoints: {
  name: string;
  call: (c: BrowserClient) => Promise<Response>;
  expect: Expectation;
}[] = [
  { name: 'GET /api/agencies', call: (c) => c.request('/api/agencies'), expect: everyone(200) },
  {
    name: 'GET /api/agencies/:id',
    call: (c) => c.request(`/api/agencies/${agencyId}`),
    expect: everyone(200),
  },
  {
    name: 'POST /api/agencies',
    call: (c) => c.json('/api/agencies', 'POST', agencyInput()),
    expect: adminsOnly(201),
  },
  {
    name: 'PUT /api/agencies/:id',
    call: (c) => c.json(`/api/agencies/${agencyId}`, 'PUT', agencyInput()),
    expect: { anonymous: 401, admin: 200, agency: 200, default: 403 },
  },
  {
    name: 'POST /api/agencies/:id/standing',
    call: async (c) =>
      c.json(`/api/agencies/${await createProfiledAgency(db())}/standing`, 'POST', {
        standing: AgencyStanding.requiresReview,
        reason: 'Checked by the access test.',
      }),
    expect: adminsOnly(200),
  },
  {
    name: 'GET /api/agencies/:id/standing-history',
    call: (c) => c.request(`/api/agencies/${agencyId}/standing-history`),
    expect: agencyPeople(200),
  },
  {
    name: 'GET /api/agencies/:id/staff',
    call: (c) => c.request(`/api/agencies/${agencyId}/staff`),
    expect: agencyPeople(200),
  },
  {
    name: 'GET /api/internal-agency',
    call: (c) => c.request('/api/internal-agency'),
    expect: { anonymous: 401, agency: 200, agencyAgent: 200, default: 404 },
  },
  {
    name: 'GET /api/partners',
    call: (c) => c.request('/api/partners'),
    expect: staffOfAgenciesAndPartners(200),
  },
  ...(
    [
      [
        '/api/care-coordinators',
        createCoordinator,
        coordinatorInput,
        staffOfAgenciesAndPartners(200),
      ],
      ['/api/payers', createPayer, payerInput, agencyPeople(200)],
    ] as const
  ).flatMap(([path, create, input, readers]) => [
    { name: `GET ${path}`, call: (c: BrowserClient) => c.request(path), expect: readers },
    {
      name: `GET ${path}/:id`,
      call: async (c: BrowserClient) => c.request(`${path}/${await create(db())}`),
      expect: readers,
    },
    {
      name: `POST ${path}`,
      call: (c: BrowserClient) => c.json(path, 'POST', input()),
      expect: adminsOnly(201),
    },
    {
      name: `PUT ${path}/:id`,
      call: async (c: BrowserClient) => c.json(`${path}/${await create(db())}`, 'PUT', input()),
      expect: adminsOnly(200),
    },
    {
      name: `POST ${path}/:id/retire`,
      call: async (c: BrowserClient) => c.json(`${path}/${await create(db())}/retire`, 'POST'),
      expect: adminsOnly(200),
    },
    {
      name: `POST ${path}/:id/reinstate`,
      call: async (c: BrowserClient) => c.json(`${path}/${await create(db())}/reinstate`, 'POST'),
      expect: adminsOnly(200),
    },
  ]),
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
