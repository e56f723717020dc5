import { administrationSchema, itemResponse, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  createAgency,
  createPartner,
  createUser,
  type TestUser,
} from '../../../../test/factories/identity.ts';
import {
  clockOf,
  createMedication,
  dayFromToday,
  medicationInput,
  minutesFromNow,
} from '../../../../test/factories/medications.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { createProvider } from '../../../../test/factories/providers.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';

type Caller = 'anonymous' | keyof typeof Role.values;
const roleNames = Object.keys(Role.values) as (keyof typeof Role.values)[];
const callers: Caller[] = ['anonymous', ...roleNames];

const { database, server } = useTestServer();
let agencyId: number;
let partnerId: number;
let patientId: number;
let owner: TestUser;
const clients = new Map<Caller, BrowserClient>();
const agencyMembers: readonly Role[] = [Role.agency, Role.agencyAgent, Role.caregiver];

/** A fresh medication due a few minutes ago, so every recording call has a dose of its own. */
async function dueMedication() {
  const at = minutesFromNow(-5);
  const id = await createMedication(database.db, patientId, owner.id, { times: [clockOf(at)] });
  return { id, scheduledFor: at.toISOString() };
}

async function recordedEntry() {
  const dose = await dueMedication();
  const response = await clientOf('agency').json(
    `/api/medications/${dose.id}/administrations`,
    'POST',
    { scheduledFor: dose.scheduledFor, status: 1 },
  );
  return (await bodyOf(response, itemResponse(administrationSchema))).data.id;
}

// Every role is as close to the patient as it can be: staff of its agency, the caregiver on its
// care team, partner staff of the partner it is linked to. A provider runs a day program of its
// own, so this agency's patient is none of theirs: not found, wherever a provider may go.
beforeAll(async () => {
  agencyId = await createAgency(database.db);
  partnerId = await createPartner(database.db);
  clients.set('anonymous', new BrowserClient(server));
  const users = new Map<Caller, TestUser>();
  for (const name of roleNames) {
    const role = Role.values[name];
    if (role === Role.provider) {
      const provider = await createProvider(database.db, server);
      users.set(name, provider.user);
      clients.set(name, provider.client);
      continue;
    }
    const user = await createUser(database.db, {
      role,
      agencyIds: agencyMembers.includes(role) ? [agencyId] : [],
      partnerId: role === Role.partner || role === Role.partnerAgent ? partnerId : null,
    });
    users.set(name, user);
    clients.set(name, await signedInClient(server, user.email, user.password));
  }
  owner = users.get('agency') as TestUser;
  patientId = await createPatient(database.db, agencyId, {
    partnerId,
    careTeamUserIds: [(users.get('caregiver') as TestUser).id],
  });
});

function clientOf(caller: Caller): BrowserClient {
  const client = clients.get(caller);
  if (client === undefined) {
    throw new Error(`no client for ${caller}`);
  }
  return client;
}

type Expectation = { anonymous: number; default: number } & Partial<Record<Caller, number>>;

const readers = (status: number): Expectation => ({
  anonymous: 401,
  provider: 404,
  admin: status,
  agency: status,
  agencyAgent: status,
  caregiver: status,
  partner: status,
  partnerAgent: status,
  default: 403,
});
const prescribers = (status: number): Expectation => ({
  anonymous: 401,
  provider: 404,
  admin: status,
  agency: status,
  agencyAgent: status,
  default: 403,
});
const recorders = (status: number): Expectation => ({
  anonymous: 401,
  provider: 404,
  agency: status,
  agencyAgent: status,
  caregiver: status,
  default: 403,
});

const today = dayFromToday(0);

type Endpoint = { name: string; call: (c: BrowserClient) => Promise<Response> };

const endpoints: (Endpoint & { expect: Expectation })[] = [
  {
    name: 'GET /api/patients/:id/medications',
    call: (c) => c.request(`/api/patients/${patientId}/medications`),
    expect: readers(200),
  },
  {
    name: 'GET /api/patients/:id/mar',
    call: (c) => c.request(`/api/patients/${patientId}/mar?from=${today}&to=${today}`),
    expect: readers(200),
  },
  {
    name: 'POST /api/patients/:id/medications',
    call: (c) => c.json(`/api/patients/${patientId}/medications`, 'POST', medicationInput()),
    expect: prescribers(201),
  },
  {
    name: 'PATCH /api/medications/:id',
    call: async (c) =>
      c.json(`/api/medications/${(await dueMedication()).id}`, 'PATCH', medicationInput()),
    expect: prescribers(200),
  },
  {
    name: 'POST /api/medications/:id/discontinue',
    call: async (c) =>
      c.json(`/api/medications/${(await dueMedication()).id}/discontinue`, 'POST', {
        reason: 'Stopped by the physician.',
      }),
    expect: prescribers(200),
  },
  {
    name: 'POST /api/medications/:id/administrations',
    call: async (c) => {
      const dose = await dueMedication();
      return c.json(`/api/medications/${dose.id}/administrations`, 'POST', {
        scheduledFor: dose.scheduledFor,
        status: 1,
      });
    },
    expect: recorders(201),
  },
  {
    name: 'POST /api/administrations/:id/corrections',
    call: async (c) =>
      c.json(`/api/administrations/${await recordedEntry()}/corrections`, 'POST', {
        status: 1,
        comment: 'Recorded at the wrong time of day.',
      }),
    expect: recorders(201),
  },
];

describe.each(endpoints)('$name', (endpoint) => {
  it.each(callers)('answers %s as the policy says', async (caller) => {
    const response = await endpoint.call(clientOf(caller));
    const expected = endpoint.expect[caller] ?? endpoint.expect.default;
    expect(response.status, await response.text()).toBe(expected);
  });
});

describe('people outside the patient', () => {
  const outsiders: { name: string; caller: Caller; client?: BrowserClient }[] = [
    { name: 'agency owner of another agency', caller: 'agency' },
    { name: 'agency agent of another agency', caller: 'agencyAgent' },
    { name: 'caregiver of the same agency, not on the care team', caller: 'caregiver' },
    { name: 'partner not linked to the patient', caller: 'partner' },
  ];

  beforeAll(async () => {
    const otherAgency = await createAgency(database.db);
    const otherPartner = await createPartner(database.db);
    for (const outsider of outsiders) {
      const role = Role.values[outsider.caller as keyof typeof Role.values];
      const user = await createUser(database.db, {
        role,
        agencyIds:
          outsider.caller === 'caregiver' ? [agencyId] : role === Role.partner ? [] : [otherAgency],
        partnerId: role === Role.partner ? otherPartner : null,
      });
      outsider.client = await signedInClient(server, user.email, user.password);
    }
  });

  // What the role may call at all answers 404, as if the patient did not exist; the rest 403.
  describe.each(outsiders)('$name', (outsider) => {
    it.each(endpoints)("gets 404 (or its role's 403) from $name", async (endpoint) => {
      const allowed = endpoint.expect[outsider.caller] ?? endpoint.expect.default;
      const response = await endpoint.call(outsider.client as BrowserClient);
      expect(response.status, await response.text()).toBe(allowed < 300 ? 404 : allowed);
    });
  });
});
