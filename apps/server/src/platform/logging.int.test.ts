import { Role } from '@hearth/domain';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '../../test/database.ts';
import { createUser } from '../../test/factories/identity.ts';
import { useTestServer } from '../../test/harness.ts';
import { users } from '../db/schema/index.ts';
import { publicAccess } from './access.ts';

// Health information a request carries, and which must never be written to the log.
const patientName = 'Jane Quincey-Patient';
const patientEmail = 'jane.quincey@example.test';

let lines: string[] = [];
const logStream: DestinationStream = { write: (line: string) => lines.push(line) };

/** A route whose query fails in the database the way a real write can: a duplicate email. */
function addFailingQuery(app: FastifyInstance, db: TestDatabase['db']) {
  app.post(
    '/api/test/duplicate-user',
    { config: { access: publicAccess('test route') } },
    async () => {
      await db.insert(users).values({
        email: patientEmail,
        name: patientName,
        role: Role.user,
        passwordHash: 'not a hash',
      });
      return { data: null };
    },
  );
}

const { database, server } = useTestServer({
  seed: (db) => createUser(db, { role: Role.user, email: patientEmail }),
  logStream,
  configure: (app) => addFailingQuery(app, database.db),
});

beforeEach(() => {
  lines = [];
});

const logged = () => lines.join('');

describe('the log', () => {
  it("keeps a failing query's parameters and values out, and its codes and request id in", async () => {
    const response = await server.request('/api/test/duplicate-user', {
      method: 'POST',
      headers: { 'x-request-id': 'log-test-request-0001' },
    });
    expect(response.status).toBe(500);
    expect(logged()).not.toContain(patientName);
    expect(logged()).not.toContain(patientEmail);
    expect(logged()).not.toContain('insert into');
    const errorLine = lines.find((line) => line.includes('unhandled error'));
    expect(JSON.parse(errorLine ?? '{}')).toMatchObject({
      reqId: 'log-test-request-0001',
      err: { code: '23505', constraint: 'users_email_unique', table: 'users' },
    });
  });

  it("keeps a request's query string out", async () => {
    const response = await server.request(`/api/cities?q=${encodeURIComponent(patientName)}`);
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(logged()).toContain('/api/cities'));
    expect(logged()).not.toContain('Quincey');
  });

  it('writes one line per request: method, route pattern, status, milliseconds, request id', async () => {
    const reqId = 'log-test-request-0002';
    const response = await server.request('/api/users/424242?sort=name', {
      headers: { 'x-request-id': reqId },
    });
    expect(response.status).toBe(401);
    // The line is written once the answer has gone out, so it may land just after it arrives.
    const linesOfRequest = () => lines.filter((line) => line.includes(reqId));
    await vi.waitFor(() => expect(linesOfRequest()).toHaveLength(1));
    const line: unknown = JSON.parse(linesOfRequest()[0] ?? '{}');
    expect(line).toMatchObject({
      level: 30,
      reqId,
      method: 'GET',
      route: '/api/users/:userId',
      status: 401,
      msg: 'request completed',
      ms: expect.any(Number),
    });
    expect(linesOfRequest()[0]).not.toContain('424242');
    expect(linesOfRequest()[0]).not.toContain('sort');
  });
});
