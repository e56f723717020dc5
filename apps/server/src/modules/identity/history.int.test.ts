import { type AuditLogEntry, auditEntrySchema, listResponse, Role } from '@hearth/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { useTestServer } from '../../../test/harness.ts';
import { auditLog, users } from '../../db/schema/index.ts';

const auditPage = listResponse(auditEntrySchema);

const { database, server } = useTestServer();
let admin: TestUser;
let adminClient: BrowserClient;
let agencyId: number;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  admin = await createUser(database.db, { role: Role.admin });
  adminClient = await signedInClient(server, admin.email, admin.password);
});

async function auditLogAt(query: string): Promise<AuditLogEntry[]> {
  const response = await adminClient.request(`/api/audit-log?${query}`);
  expect(response.status).toBe(200);
  return auditPage.parse(await response.json()).data;
}

async function disableFreshCaregiver(): Promise<TestUser> {
  const caregiver = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] });
  expect((await adminClient.json(`/api/users/${caregiver.id}/disable`, 'POST')).status).toBe(200);
  return caregiver;
}

describe('audit log', () => {
  it("names the actor by email, as the list's readers know them", async () => {
    const caregiver = await disableFreshCaregiver();
    const entries = await auditLogAt('action=user.disabled&perPage=100');
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorUserId: admin.id,
        actorEmail: admin.email,
        subjectType: 'user',
        subjectId: String(caregiver.id),
      }),
    );
  });

  it('keeps entries whose actor is gone, without an email', async () => {
    const actor = await createUser(database.db, { role: Role.admin });
    const client = await signedInClient(server, actor.email, actor.password);
    const caregiver = await createUser(database.db, {
      role: Role.caregiver,
      agencyIds: [agencyId],
    });
    expect((await client.json(`/api/users/${caregiver.id}/disable`, 'POST')).status).toBe(200);
    await database.db.delete(users).where(eq(users.id, actor.id));

    const entries = await auditLogAt('action=user.disabled&perPage=100');
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorUserId: null,
        actorEmail: null,
        subjectId: String(caregiver.id),
      }),
    );
  });

  it('filters by a time range', async () => {
    const caregiver = await disableFreshCaregiver();
    const [entry] = await database.db
      .select({ createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(caregiver.id)));
    if (entry === undefined) {
      throw new Error('no audit entry written');
    }
    const hour = 60 * 60 * 1000;
    const before = new Date(entry.createdAt.getTime() - hour).toISOString();
    const after = new Date(entry.createdAt.getTime() + hour).toISOString();
    const subjectIds = async (query: string) =>
      (await auditLogAt(`action=user.disabled&perPage=100&${query}`)).map((e) => e.subjectId);

    expect(await subjectIds(`from=${before}&to=${after}`)).toContain(String(caregiver.id));
    expect(await subjectIds(`from=${after}`)).not.toContain(String(caregiver.id));
    expect(await subjectIds(`to=${before}`)).not.toContain(String(caregiver.id));
  });

  it('answers a malformed date with 422, not a server error', async () => {
    const response = await adminClient.request('/api/audit-log?from=yesterday');
    expect(response.status).toBe(422);
  });
});

describe('reads that are audited themselves', () => {
  const latestOf = async (action: string) => {
    const [entry] = await database.db
      .select({
        actorUserId: auditLog.actorUserId,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  };

  it("a user's detail: who looked at whose account", async () => {
    const caregiver = await createUser(database.db, {
      role: Role.caregiver,
      agencyIds: [agencyId],
    });
    expect((await adminClient.request(`/api/users/${caregiver.id}`)).status).toBe(200);
    expect(await latestOf('user.viewed')).toEqual({
      actorUserId: admin.id,
      subjectType: 'user',
      subjectId: String(caregiver.id),
      details: {},
    });
  });

  it('the audit log: the filters and the entries shown, after the page was read', async () => {
    const caregiver = await disableFreshCaregiver();
    const shown = await auditLogAt(`action=user.disabled&actorUserId=${admin.id}&perPage=5`);
    expect(shown.map((entry) => entry.action)).not.toContain('audit_log.listed');
    expect(await latestOf('audit_log.listed')).toEqual({
      actorUserId: admin.id,
      subjectType: 'audit_log',
      subjectId: null,
      details: {
        filter: { action: 'user.disabled', actorUserId: admin.id },
        page: 1,
        perPage: 5,
        entryIds: shown.map((entry) => entry.id),
      },
    });
    expect(shown.map((entry) => entry.subjectId)).toContain(String(caregiver.id));
  });
});
