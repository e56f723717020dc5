import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type User, userSchema } from '@hearth/domain';
import {
  applyMigrations,
  type BrowserClient,
  connectDatabase,
  type Database,
  demoSeeders,
  findFreePort,
  runSeeders,
  signedInClient,
  startEmbeddedPostgres,
  startTestServer,
  TEST_REALTIME,
  writeAudit,
} from '@hearth/server/testing';
import type { TestProject } from 'vitest/node';
import { DEMO_PASSWORD, demoEmail } from './demoAccounts.ts';

export type WebTestServer = {
  /** Origin of the real server, e.g. http://127.0.0.1:41234; also the page's origin. */
  origin: string;
  /** A personal access token of the demo administrator, for setting up what a test needs. */
  adminToken: string;
  /** The demo agency, which the demo agency owner, agent and caregiver belong to. */
  demoAgencyId: number;
  /** The user an audit entry without actor (the system's) is about; see seedSystemEntry. */
  systemAuditSubjectId: number;
};

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmentation merges only into an interface
  export interface ProvidedContext {
    webTestServer: WebTestServer;
  }
}

async function demoUser(admin: BrowserClient, role: Parameters<typeof demoEmail>[0]) {
  const response = await admin.request(`/api/users?q=${encodeURIComponent(demoEmail(role))}`);
  const { data } = (await response.json()) as { data: unknown[] };
  return userSchema.parse(data[0]);
}

// Nothing in the API writes an entry without an actor yet (later, scheduled jobs will), so the
// harness writes one the way the server does, for the audit log page to show as the system's.
async function seedSystemEntry(db: Database, subject: User): Promise<void> {
  await db.transaction((tx) =>
    writeAudit(
      tx,
      { actorUserId: null, ip: null, requestId: null },
      { action: 'user.disabled', subjectType: 'user', subjectId: subject.id },
    ),
  );
}

/**
 * One real server for the web component tests: an embedded PostgreSQL of its own (own folder,
 * free port, so it never meets the server project's), migrated and seeded with the demo data,
 * and the Fastify app on a loopback port. Test files share it and run in parallel, so they never
 * change the demo accounts; they create their own users (test/serverApi.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-web-test-'));
  const postgres = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    database: 'hearth_web_test',
    persistent: false,
  });
  const database = connectDatabase(postgres.connectionString, () => undefined);
  const stop = async () => {
    await database.close();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await applyMigrations(database.db);
    await runSeeders(database.db, demoSeeders({ demoPassword: DEMO_PASSWORD }));
    // The page's websocket goes where the runtime config says: this server's own port and origin.
    const port = await findFreePort();
    const server = await startTestServer({
      db: database.db,
      port,
      realtime: {
        ...TEST_REALTIME,
        client: { host: '127.0.0.1', port, scheme: 'http' },
        allowedOrigins: [`http://127.0.0.1:${port}`],
      },
    });
    const admin = await signedInClient(server, demoEmail('admin'), DEMO_PASSWORD);
    const token = await admin.json('/api/auth/tokens', 'POST', {
      name: 'web component tests',
      expiresInDays: 1,
    });
    const { data } = (await token.json()) as { data: { token: string } };
    const [agencyOwner, visitor] = await Promise.all([
      demoUser(admin, 'agency'),
      demoUser(admin, 'user'),
    ]);
    await seedSystemEntry(database.db, visitor);
    project.provide('webTestServer', {
      origin: server.url,
      adminToken: data.token,
      demoAgencyId: agencyOwner.agencyIds[0] ?? 0,
      systemAuditSubjectId: visitor.id,
    });
    return async () => {
      await server.close();
      await stop();
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
