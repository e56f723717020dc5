import { AssessmentStatus, assessmentSummarySchema, listResponse, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import type { TestDatabase } from '../../../../test/database.ts';
import { assessmentInput, createAssessment } from '../../../../test/factories/assessments.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { createProvider } from '../../../../test/factories/providers.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';

type Caller = 'anonymous' | keyof typeof Role.values;
const roleNames = Object.keys(Role.values) as (keyof typeof Role.values)[];
const callers: Caller[] = ['anonymous', ...roleNames];

const { database, server } = useTestServer();
let agencyId: number;
let patientId: number;
let assessmentId: number;
const clients = new Map<Caller, BrowserClient>();
const agencyMembers: readonly Role[] = [Role.agency, Role.agencyAgent, Role.caregiver];

const pending = (db: TestDatabase) =>
  createAssessment(db.db, { agencyId, patientId, status: AssessmentStatus.pending });

// Every role is as close to the assessment as it can be: agency members of its agency, partner
// staff of the partner its patient is linked to. A provider runs a day program of its own, so
// this agency's assessments are none of theirs.
beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const partnerId = await createPartner(database.db);
  clients.set('anonymous', new BrowserClient(server));
  for (const name of roleNames) {
    const role = Role.values[name];
    if (role === Role.provider) {
      clients.set(name, (await createProvider(database.db, server)).client);
      continue;
    }
    const user = await createUser(database.db, {
      role,
      agencyIds: agencyMembers.includes(role) ? [agencyId] : [],
      partnerId: role === Role.partner || role === Role.partnerAgent ? partnerId : null,
    });
    clients.set(name, await signedInClient(server, user.email, user.password));
  }
  patientId = await createPatient(database.db, agencyId, { partnerId });
  assessmentId = await pending(database);
});

type Expectation = { anonymous: number; default: number } & Partial<Record<Caller, number>>;

const readers = (status: number): Expectation => ({
  anonymous: 401,
  admin: status,
  agency: status,
  agencyAgent: status,
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
    name: 'GET /api/assessment-statuses',
    call: (c) => c.request('/api/assessment-statuses'),
    expect: { anonymous: 401, default: 200 },
  },
  {
    name: 'GET /api/assessments',
    call: (c) => c.request('/api/assessments'),
    // The provider's list holds their own organisation's assessments only: none of these.
    expect: { ...readers(200), provider: 200 },
  },
  {
    name: 'GET /api/assessments/:id',
    call: (c) => c.request(`/api/assessments/${assessmentId}`),
    expect: { ...readers(200), provider: 404 },
  },
  {
    name: 'POST /api/assessments',
    call: (c) => c.json('/api/assessments', 'POST', assessmentInput(patientId)),
    // Another organisation's patient, as for another agency's staff.
    expect: { ...writers(201), provider: 422 },
  },
  {
    name: 'PATCH /api/assessments/:id',
    call: async (c) =>
      c.json(`/api/assessments/${await pending(database)}`, 'PATCH', { notes: 'Ring twice.' }),
    expect: { ...writers(200), provider: 404 },
  },
  {
    name: 'POST /api/assessments/:id/status',
    call: async (c) =>
      c.json(`/api/assessments/${await pending(database)}/status`, 'POST', {
        to: AssessmentStatus.scheduled,
      }),
    expect: { ...writers(200), provider: 404 },
  },
];

function clientOf(caller: Caller): BrowserClient {
  const client = clients.get(caller);
  if (client === undefined) {
    throw new Error(`no client for ${caller}`);
  }
  return client;
}

describe.each(endpoints)('$name', (endpoint) => {
  it.each(callers)('answers %s as the policy says', async (caller) => {
    const response = await endpoint.call(clientOf(caller));
    const expected = endpoint.expect[caller] ?? endpoint.expect.default;
    expect(response.status, await response.text()).toBe(expected);
  });
});

describe('another agency and another partner', () => {
  let outsiders: Map<string, BrowserClient>;

  beforeAll(async () => {
    const otherAgency = await createAgency(database.db);
    const otherPartner = await createPartner(database.db);
    outsiders = new Map();
    for (const [name, role] of [
      ['agency', Role.agency],
      ['agencyAgent', Role.agencyAgent],
      ['partner', Role.partner],
    ] as const) {
      const user = await createUser(database.db, {
        role,
        agencyIds: role === Role.partner ? [] : [otherAgency],
        partnerId: role === Role.partner ? otherPartner : null,
      });
      outsiders.set(name, await signedInClient(server, user.email, user.password));
    }
  });

  const outsider = (name: string) => {
    const client = outsiders.get(name);
    if (client === undefined) {
      throw new Error(`no client for ${name}`);
    }
    return client;
  };

  it.each(['agency', 'agencyAgent', 'partner'])('%s never lists it', async (name) => {
    const response = await outsider(name).request('/api/assessments?perPage=100');
    const body = await bodyOf(response, listResponse(assessmentSummarySchema));
    expect(body.data.map((row) => row.id)).not.toContain(assessmentId);
    expect(body.meta.total).toBe(0);
  });

  it.each(['agency', 'agencyAgent', 'partner'])('%s gets 404 for it by id', async (name) => {
    expect((await outsider(name).request(`/api/assessments/${assessmentId}`)).status).toBe(404);
  });

  it.each(['agency', 'agencyAgent'])('%s gets 404 changing or moving it', async (name) => {
    const client = outsider(name);
    const patched = await client.json(`/api/assessments/${assessmentId}`, 'PATCH', { notes: 'x' });
    const moved = await client.json(`/api/assessments/${assessmentId}/status`, 'POST', {
      to: AssessmentStatus.cancelled,
      reason: 'Not ours',
    });
    expect([patched.status, moved.status]).toStrictEqual([404, 404]);
  });

  it('a partner sees only the assessments of patients linked to it', async () => {
    const unlinked = await createPatient(database.db, agencyId);
    const hidden = await createAssessment(database.db, {
      agencyId,
      patientId: unlinked,
      status: AssessmentStatus.pending,
    });
    const partner = clientOf('partner');
    const body = await bodyOf(
      await partner.request('/api/assessments?perPage=100'),
      listResponse(assessmentSummarySchema),
    );
    expect(body.data.map((row) => row.id)).toContain(assessmentId);
    expect(body.data.map((row) => row.id)).not.toContain(hidden);
    expect((await partner.request(`/api/assessments/${hidden}`)).status).toBe(404);
  });
});
