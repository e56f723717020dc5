import { type Contact, PatientValidation, Role } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../../test/factories/identity.ts';
import { createPatient, createPatientReferences } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agent: BrowserClient;
let owner: BrowserClient;
let agentUser: TestUser;
let ownerUser: TestUser;
let patientId: number;
let relationshipId: number;

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  relationshipId = (await createPatientReferences(database.db)).relationshipId;
  agentUser = await createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyId] });
  ownerUser = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  agent = await signedInClient(server, agentUser.email, agentUser.password);
  owner = await signedInClient(server, ownerUser.email, ownerUser.password);
  patientId = await createPatient(database.db, agencyId);
});

const contactsPath = () => `/api/patients/${patientId}/contacts`;

async function send(client: BrowserClient, method: string, path: string, payload: unknown) {
  const response = await client.json(path, method, payload);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function addContact(payload: Record<string, unknown>): Promise<Contact> {
  const { status, body } = await send(agent, 'POST', contactsPath(), payload);
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as Contact;
}

async function listContacts(client = agent, query = ''): Promise<Contact[]> {
  const response = await client.request(`${contactsPath()}${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Contact[] }).data;
}

describe('contacts', () => {
  it('are added with their relationship, and listed emergency contacts first', async () => {
    const daughter = await addContact({
      name: 'Lucía Delgado',
      relationshipId,
      phone: '+34 600 000 001',
      email: 'lucia@example.org',
    });
    expect(daughter.relationship?.id).toBe(relationshipId);
    await addContact({ name: 'Zoe Neighbour', phone: '604-555-0123', emergency: true });
    await addContact({ name: 'Ana Friend', email: 'ana@example.org' });
    const names = (await listContacts()).map((contact) => [contact.name, contact.emergency]);
    expect(names).toEqual([
      ['Zoe Neighbour', true],
      ['Ana Friend', false],
      ['Lucía Delgado', false],
    ]);
  });

  it('record when consent to share was given and by whom, until it is withdrawn', async () => {
    const before = Date.now();
    const contact = await addContact({ name: 'Marco Consent', consentToShare: true });
    expect(contact.consentRecordedBy).toStrictEqual({ id: agentUser.id, name: 'Test agencyAgent' });
    const givenAt = Date.parse(contact.consentRecordedAt ?? '');
    expect(givenAt).toBeGreaterThanOrEqual(before - 1000);

    // Edited by someone else while consent stands: the original record of consent stays.
    const path = `${contactsPath()}/${contact.id}`;
    const edited = await send(owner, 'PUT', path, {
      name: 'Marco Consent',
      phone: '604 555 0144',
      consentToShare: true,
    });
    expect(edited.body.data).toMatchObject({
      phone: '604 555 0144',
      consentRecordedAt: contact.consentRecordedAt,
      consentRecordedBy: { id: agentUser.id },
    });

    const withdrawn = await send(owner, 'PUT', path, { name: 'Marco Consent' });
    expect(withdrawn.body.data).toMatchObject({
      consentToShare: false,
      consentRecordedAt: null,
      consentRecordedBy: null,
    });
    const changes = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, 'patient_contact'),
          eq(auditLog.subjectId, String(contact.id)),
        ),
      )
      .orderBy(auditLog.id);
    expect(changes.map((change) => (change.details as { consent?: string }).consent)).toEqual([
      'given',
      undefined,
      'withdrawn',
    ]);
  });

  it('are deleted, with the deletion in the audit log', async () => {
    const contact = await addContact({ name: 'Short Lived' });
    const path = `${contactsPath()}/${contact.id}`;
    const response = await agent.request(path, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await listContacts()).some((c) => c.id === contact.id)).toBe(false);
    expect((await agent.request(path, { method: 'DELETE' })).status).toBe(404);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'patient_contact.deleted'),
          eq(auditLog.subjectId, String(contact.id)),
        ),
      );
    expect(entry?.details).toStrictEqual({ patientId });
  });

  it('reading them is written to the audit log', async () => {
    await listContacts(owner);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'patient.contacts_viewed'), eq(auditLog.actorUserId, ownerUser.id)),
      );
    expect(entry).toMatchObject({ subjectType: 'patient', subjectId: String(patientId) });
  });
});

describe('refusing contacts that cannot be saved', () => {
  it('needs a phone number for an emergency contact', async () => {
    const { status, body } = await send(agent, 'POST', contactsPath(), {
      name: 'No Phone',
      emergency: true,
    });
    expect(status).toBe(422);
    expect(body.errors).toStrictEqual({ phone: [PatientValidation.emergencyNeedsPhone] });
  });

  it('names wrong types, long text, bad emails and unknown relationships', async () => {
    const malformed = await send(agent, 'POST', contactsPath(), {
      name: 'x'.repeat(151),
      email: 'nope',
      emergency: 'yes',
      relationshipId: 'sister',
    });
    expect(Object.keys(malformed.body.errors).sort()).toEqual([
      'email',
      'emergency',
      'name',
      'relationshipId',
    ]);
    const unknown = await send(agent, 'POST', contactsPath(), {
      name: 'Somebody',
      relationshipId: 999_999,
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['relationshipId']);
  });

  it('refuses a page of more than 100 and an unknown patient', async () => {
    expect((await agent.request(`${contactsPath()}?perPage=101`)).status).toBe(422);
    expect((await agent.request('/api/patients/999999/contacts')).status).toBe(404);
  });
});
