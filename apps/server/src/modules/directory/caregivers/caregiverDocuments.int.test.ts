import { Role } from '@hearth/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  createCaregiver,
  createDocument,
  daysFromToday,
  documentInput,
} from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let owner: BrowserClient;
let agencyId: number;

type Document = {
  id: number;
  kind: string;
  number: string | null;
  issuedOn: string;
  expiresOn: string | null;
  expiry: string;
};
type ListBody = { data: Document[]; meta: { total: number } };

const documentsPath = (caregiverId: number) => `/api/caregivers/${caregiverId}/documents`;

async function listDocuments(caregiverId: number): Promise<ListBody> {
  const response = await owner.request(documentsPath(caregiverId));
  expect(response.status).toBe(200);
  return (await response.json()) as ListBody;
}

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const ownerUser = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  owner = await signedInClient(server, ownerUser.email, ownerUser.password);
});

describe('caregiver documents', () => {
  it('adds, lists, changes and removes a document, each change and read audited', async () => {
    const caregiverId = await createCaregiver(database.db, agencyId);
    const created = await owner.json(
      documentsPath(caregiverId),
      'POST',
      documentInput({
        kind: 'vulnerableSectorCheck',
        number: ' VSC-77 ',
        expiresOn: daysFromToday(400),
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { data: document } = (await created.json()) as { data: Document };
    expect(document).toMatchObject({
      kind: 'vulnerableSectorCheck',
      number: 'VSC-77',
      issuedOn: '2024-01-15',
      expiry: 'valid',
    });

    const renewed = await owner.json(
      `${documentsPath(caregiverId)}/${document.id}`,
      'PUT',
      documentInput({ kind: 'vulnerableSectorCheck', expiresOn: daysFromToday(5) }),
    );
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as { data: Document }).data.expiry).toBe('expiringSoon');
    expect((await listDocuments(caregiverId)).data.map((d) => d.id)).toEqual([document.id]);

    const removed = await owner.request(`${documentsPath(caregiverId)}/${document.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await listDocuments(caregiverId)).meta.total).toBe(0);

    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, 'caregiver'), eq(auditLog.subjectId, String(caregiverId))),
      )
      .orderBy(asc(auditLog.id));
    // The two reads of the list are in the trail too, between the changes.
    expect(actions.map((entry) => entry.action)).toEqual([
      'caregiver.document_added',
      'caregiver.document_changed',
      'caregiver.documents_listed',
      'caregiver.document_removed',
      'caregiver.documents_listed',
    ]);
  });

  it('flags expired and soon-expiring documents, the soonest first', async () => {
    const caregiverId = await createCaregiver(database.db, agencyId);
    await createDocument(database.db, caregiverId, { kind: 'whmis', expiresOn: null });
    await createDocument(database.db, caregiverId, {
      kind: 'tbScreening',
      expiresOn: daysFromToday(31),
    });
    await createDocument(database.db, caregiverId, {
      kind: 'firstAidCpr',
      expiresOn: daysFromToday(30),
    });
    await createDocument(database.db, caregiverId, {
      kind: 'immunization',
      expiresOn: daysFromToday(0),
    });
    await createDocument(database.db, caregiverId, {
      kind: 'driversLicense',
      expiresOn: daysFromToday(-1),
    });
    const { data } = await listDocuments(caregiverId);
    expect(data.map((d) => [d.kind, d.expiry])).toEqual([
      ['driversLicense', 'expired'],
      ['immunization', 'expiringSoon'],
      ['firstAidCpr', 'expiringSoon'],
      ['tbScreening', 'valid'],
      ['whmis', 'noExpiry'],
    ]);
    const detail = await owner.request(`/api/caregivers/${caregiverId}`);
    const body = (await detail.json()) as { data: { documentAlerts: unknown } };
    expect(body.data.documentAlerts).toEqual({ expired: 1, expiringSoon: 2 });
  });

  it.each([
    ['an unknown kind', { kind: 'passport' }, 'kind'],
    ['no issue date', { issuedOn: undefined }, 'issuedOn'],
    ['an issue date that is no date', { issuedOn: '15/01/2024' }, 'issuedOn'],
    ['an issue date in the future', { issuedOn: daysFromToday(3) }, 'issuedOn'],
    ['an expiry before the issue date', { expiresOn: '2023-12-31' }, 'expiresOn'],
    ['a too-long number', { number: 'x'.repeat(61) }, 'number'],
    ['notes of the wrong type', { notes: 12 }, 'notes'],
  ])('refuses %s with a field error', async (_case, change, field) => {
    const caregiverId = await createCaregiver(database.db, agencyId);
    const response = await owner.json(documentsPath(caregiverId), 'POST', {
      ...documentInput(),
      ...change,
    });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toContain(field);
    expect((await listDocuments(caregiverId)).meta.total).toBe(0);
  });

  it("answers 404 for another caregiver's document, and leaves it alone", async () => {
    const first = await createCaregiver(database.db, agencyId);
    const second = await createCaregiver(database.db, agencyId);
    const documentId = await createDocument(database.db, first);
    const path = `${documentsPath(second)}/${documentId}`;
    expect((await owner.json(path, 'PUT', documentInput())).status).toBe(404);
    expect((await owner.request(path, { method: 'DELETE' })).status).toBe(404);
    expect((await listDocuments(first)).meta.total).toBe(1);
    expect((await owner.request(`${documentsPath(999_999)}`)).status).toBe(404);
  });
});
