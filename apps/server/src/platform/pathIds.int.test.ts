import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../test/browserClient.ts';
import { createUser } from '../../test/factories/identity.ts';
import { useTestServer } from '../../test/harness.ts';

// An id past what PostgreSQL's `integer` holds names nothing: every module's path answers it as
// bad input (422, naming the id), never as a database error (500).
const TOO_BIG = '99999999999';

const { database, server } = useTestServer();
let admin: BrowserClient;

beforeAll(async () => {
  const user = await createUser(database.db, { role: Role.admin });
  admin = await signedInClient(server, user.email, user.password);
});

describe('an id too large for the database, in the path', () => {
  it.each([
    ['users', 'GET', `/api/users/${TOO_BIG}`, 'userId'],
    ['tokens', 'DELETE', `/api/auth/tokens/${TOO_BIG}`, 'tokenId'],
    ['reference entries', 'GET', `/api/languages/${TOO_BIG}`, 'id'],
    ['agencies', 'GET', `/api/agencies/${TOO_BIG}`, 'agencyId'],
    ['care coordinators', 'GET', `/api/care-coordinators/${TOO_BIG}`, 'id'],
    ['payers', 'GET', `/api/payers/${TOO_BIG}`, 'id'],
    ['patients', 'GET', `/api/patients/${TOO_BIG}`, 'patientId'],
    ['contacts', 'PUT', `/api/patients/1/contacts/${TOO_BIG}`, 'contactId'],
    ['caregivers', 'GET', `/api/caregivers/${TOO_BIG}`, 'caregiverId'],
    ['documents', 'PUT', `/api/caregivers/1/documents/${TOO_BIG}`, 'documentId'],
  ])('%s: %s %s answers 422 on %s', async (_module, method, path, field) => {
    const response = await admin.json(path, method, method === 'GET' ? undefined : {});
    expect(response.status, await response.clone().text()).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
  });
});

describe('an id too large for the database, in a list filter', () => {
  it.each([
    ['/api/users', 'agencyId'],
    ['/api/audit-log', 'actorUserId'],
    ['/api/patients', 'agencyId'],
    ['/api/cities', 'province'],
  ])('%s?%s= answers 422 on it', async (path, field) => {
    const response = await admin.request(`${path}?${field}=${TOO_BIG}`);
    expect(response.status, await response.clone().text()).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain(field);
  });
});
