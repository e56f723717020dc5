import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createContact, createPatient, patientInput } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';

// Agency A's patients A1 (linked to partner P, caregiver on its care team) and A2; agency B's B1
// (linked to partner Q, the same caregiver on its team although they do not work for B).

const { database, server } = useTestServer();
const ids = { agencyA: 0, agencyB: 0, a1: 0, a2: 0, b1: 0, b1Contact: 0, a1Contact: 0 };
const callers = new Map<
  'ownerB' | 'agentB' | 'caregiver' | 'otherCaregiver' | 'partner',
  BrowserClient
>();

async function signIn(role: Role, agencyIds: number[], partnerId: number | null = null) {
  const user = await createUser(database.db, { role, agencyIds, partnerId });
  return { user, client: await signedInClient(server, user.email, user.password) };
}

beforeAll(async () => {
  ids.agencyA = await createAgency(database.db);
  ids.agencyB = await createAgency(database.db);
  const partnerP = await createPartner(database.db);
  const partnerQ = await createPartner(database.db);
  const caregiver = await signIn(Role.caregiver, [ids.agencyA]);
  ids.a1 = await createPatient(database.db, ids.agencyA, {
    lastName: 'Alpha',
    partnerId: partnerP,
    careTeamUserIds: [caregiver.user.id],
  });
  ids.a2 = await createPatient(database.db, ids.agencyA, { lastName: 'Alder' });
  ids.b1 = await createPatient(database.db, ids.agencyB, {
    lastName: 'Bravo',
    partnerId: partnerQ,
  });
  // Written directly: the API would refuse a caregiver of another agency on B's care team.
  await database.pool.query('INSERT INTO patient_care_team (patient_id, user_id) VALUES ($1, $2)', [
    ids.b1,
    caregiver.user.id,
  ]);
  ids.a1Contact = await createContact(database.db, ids.a1, { name: 'Alpha Daughter' });
  ids.b1Contact = await createContact(database.db, ids.b1, { name: 'Bravo Son' });
  callers.set('caregiver', caregiver.client);
  callers.set('ownerB', (await signIn(Role.agency, [ids.agencyB])).client);
  callers.set('agentB', (await signIn(Role.agencyAgent, [ids.agencyB])).client);
  callers.set('otherCaregiver', (await signIn(Role.caregiver, [ids.agencyA])).client);
  callers.set('partner', (await signIn(Role.partnerAgent, [], partnerP)).client);
});

function caller(name: Parameters<typeof callers.get>[0]): BrowserClient {
  const client = callers.get(name);
  if (client === undefined) {
    throw new Error(`no client ${name}`);
  }
  return client;
}

async function listedIds(client: BrowserClient, query = ''): Promise<number[]> {
  const response = await client.request(`/api/patients?perPage=100${query}`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data.map((patient) => patient.id).sort();
}

describe('agency B never sees agency A', () => {
  it.each(['ownerB', 'agentB'] as const)(
    '%s: not by list, even when filtering for A',
    async (name) => {
      expect(await listedIds(caller(name))).toEqual([ids.b1]);
      expect(await listedIds(caller(name), `&agencyId=${ids.agencyA}`)).toEqual([]);
      expect(await listedIds(caller(name), '&q=Alpha')).toEqual([]);
    },
  );

  it.each(['ownerB', 'agentB'] as const)('%s: not by id, contacts or any change', async (name) => {
    const client = caller(name);
    const a1 = `/api/patients/${ids.a1}`;
    const answers = [
      await client.request(a1),
      await client.request(`${a1}/contacts`),
      await client.json(a1, 'PUT', patientInput(ids.agencyB)),
      await client.json(`${a1}/contacts`, 'POST', { name: 'Intruder' }),
      await client.json(`${a1}/contacts/${ids.a1Contact}`, 'PUT', { name: 'Intruder' }),
      await client.request(`${a1}/contacts/${ids.a1Contact}`, { method: 'DELETE' }),
    ];
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const candidates = await client.request(
      `/api/patients/care-team-candidates?agencyId=${ids.agencyA}`,
    );
    expect(candidates.status).toBe(403);
  });

  it("cannot reach A's contact through B's own patient", async () => {
    const path = `/api/patients/${ids.b1}/contacts/${ids.a1Contact}`;
    expect((await caller('agentB').json(path, 'PUT', { name: 'Moved' })).status).toBe(404);
    expect((await caller('agentB').request(path, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('caregivers', () => {
  it('see only the patients whose care team they are on, at agencies they work for', async () => {
    expect(await listedIds(caller('caregiver'))).toEqual([ids.a1]);
    expect((await caller('caregiver').request(`/api/patients/${ids.a1}`)).status).toBe(200);
    expect((await caller('caregiver').request(`/api/patients/${ids.a2}`)).status).toBe(404);
    expect((await caller('caregiver').request(`/api/patients/${ids.b1}`)).status).toBe(404);
    expect((await caller('caregiver').request(`/api/patients/${ids.a2}/contacts`)).status).toBe(
      404,
    );
  });

  it('read the contacts of their patients but do not change them', async () => {
    const response = await caller('caregiver').request(`/api/patients/${ids.a1}/contacts`);
    const { data } = (await response.json()) as { data: { name: string }[] };
    expect(data.map((contact) => contact.name)).toEqual(['Alpha Daughter']);
    const change = await caller('caregiver').json(`/api/patients/${ids.a1}/contacts`, 'POST', {
      name: 'New',
    });
    expect(change.status).toBe(403);
  });

  it('on no care team see no patients', async () => {
    expect(await listedIds(caller('otherCaregiver'))).toEqual([]);
    expect((await caller('otherCaregiver').request(`/api/patients/${ids.a1}`)).status).toBe(404);
  });
});

describe('partner staff', () => {
  it('see only the patients linked to their partner', async () => {
    expect(await listedIds(caller('partner'))).toEqual([ids.a1]);
    expect((await caller('partner').request(`/api/patients/${ids.b1}`)).status).toBe(404);
    expect((await caller('partner').request(`/api/patients/${ids.b1}/contacts`)).status).toBe(404);
  });
});
