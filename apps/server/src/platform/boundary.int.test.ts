import { INT32_MAX, Role, serverMessageText } from '@hearth/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../test/browserClient.ts';
import { createAgency, createUser } from '../../test/factories/identity.ts';
import { createPatient } from '../../test/factories/patients.ts';
import { useTestServer } from '../../test/harness.ts';
import { fieldErrorsOf } from '../../test/json.ts';
import { auditLog, patientTasks, personalAccessTokens } from '../db/schema/index.ts';
import { boundaryMessages } from './boundary.ts';

// The examples of issue 16: each once reached the database and answered 500.
const world = useTestServer({
  world: async (db, server) => {
    const agencyId = await createAgency(db);
    const staff = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
    const admin = await createUser(db, { role: Role.admin });
    return {
      patientId: await createPatient(db, agencyId),
      staff: await signedInClient(server, staff.email, staff.password),
      admin: await signedInClient(server, admin.email, admin.password),
      anonymous: new BrowserClient(server),
    };
  },
});

const auditRows = async () => (await world.db.select({ n: count() }).from(auditLog))[0]?.n;

async function addTask(): Promise<number> {
  const response = await world.staff.json(`/api/patients/${world.patientId}/tasks`, 'POST', {
    careService: 'bathing',
    title: 'Morning bath',
    dueDate: '2027-01-31',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

describe('text the database cannot hold', () => {
  it('is refused in a public query, anonymous or signed in (NUL)', async () => {
    for (const client of [world.anonymous, world.admin]) {
      const response = await client.request('/api/cities?q=a%00b');
      expect(response.status).toBe(422);
      expect(await fieldErrorsOf(response)).toEqual({
        q: [serverMessageText(boundaryMessages.nul)],
      });
    }
  });

  it('is refused in a body, with nothing changed and nothing audited (lone surrogate)', async () => {
    const taskId = await addTask();
    const audited = await auditRows();
    const response = await world.staff.json(`/api/tasks/${taskId}`, 'PATCH', { title: '\ud800' });
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toEqual({
      title: [serverMessageText(boundaryMessages.surrogate)],
    });
    const [task] = await world.db.select().from(patientTasks).where(eq(patientTasks.id, taskId));
    expect(task?.title).toBe('Morning bath');
    expect(await auditRows()).toBe(audited);
  });

  it('creates no token the caller never sees', async () => {
    const before = await world.db.select({ n: count() }).from(personalAccessTokens);
    const response = await world.admin.json('/api/auth/tokens', 'POST', { name: 'x\udc00' });
    expect(response.status).toBe(422);
    expect(await world.db.select({ n: count() }).from(personalAccessTokens)).toEqual(before);
  });

  it('is found however deep it sits, and named by its path', async () => {
    const response = await world.admin.json('/api/relationships', 'POST', {
      code: 'aunt',
      labels: { 'en-US': 'Aunt', 'es-ES': 'T\u0000a' },
    });
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toEqual({
      'labels.es-ES': [serverMessageText(boundaryMessages.nul)],
    });
  });
});

describe('numbers and bodies', () => {
  it('refuses an integer past what an `integer` column holds', async () => {
    const response = await world.admin.json('/api/cities', 'POST', {
      provinceId: 1,
      name: 'Bigtown',
      latitude: 45,
      longitude: -75,
      population: INT32_MAX + 1,
    });
    expect(response.status).toBe(422);
    expect(Object.keys(await fieldErrorsOf(response))).toEqual(['population']);
  });

  it.each([
    ['a JSON null', 'null'],
    ['no body at all', undefined],
  ])('refuses %s where a body is required', async (_case, body) => {
    const response = await world.admin.request('/api/auth/tokens', {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toEqual({
      body: [serverMessageText(boundaryMessages.body)],
    });
  });

  it('refuses an update that names nothing to change', async () => {
    const taskId = await addTask();
    const response = await world.staff.json(`/api/tasks/${taskId}`, 'PATCH', {});
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toEqual({
      body: [serverMessageText(boundaryMessages.nothingToChange)],
    });
  });
});
