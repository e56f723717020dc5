import { OrganisationKind, Role } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createLead } from '../../../../test/factories/hostLeads.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { agencies, auditLog, mailOutbox, users } from '../../../db/schema/index.ts';

// An administrator turns an approved host's lead into a host home (an organisation of its own)
// and invites the host as its provider, once; nobody else may.

const { database, server } = useTestServer();
let admin: BrowserClient;
let agencyOwner: BrowserClient;

const path = (leadId: number) => `/admin/shared-living/host-leads/${leadId}/provider`;
const approved = (email: string | null = `host-${Date.now()}-${Math.random()}@example.test`) =>
  createLead(database.db, {
    name: 'Helen Host',
    email,
    moves: [
      { to: 'contacted', at: new Date() },
      { to: 'screening', at: new Date() },
      { to: 'approved', at: new Date() },
    ],
  });

type Created = { data: { organisation: { id: number; name: string }; user: { id: number } } };

beforeAll(async () => {
  const adminUser = await createUser(database.db, { role: Role.admin });
  admin = await signedInClient(server, adminUser.email, adminUser.password);
  const agencyId = await createAgency(database.db);
  const owner = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  agencyOwner = await signedInClient(server, owner.email, owner.password);
});

describe('an approved host becomes a provider', () => {
  it('opens a host home, invites its provider, audits it, and answers 409 a second time', async () => {
    const leadId = await approved();
    const body = { organisationName: 'Helen’s Host Home' };
    const { data } = await expectBody<Created>(await admin.json(path(leadId), 'POST', body), 201);
    expect(data.organisation.name).toBe('Helen’s Host Home');

    const [home] = await database.db
      .select({ kind: agencies.kind })
      .from(agencies)
      .where(eq(agencies.id, data.organisation.id));
    expect(home?.kind).toBe(OrganisationKind.hostHome);
    const [provider] = await database.db
      .select({ role: users.role, agencyId: users.agencyId, email: users.email })
      .from(users)
      .where(eq(users.id, data.user.id));
    expect(provider).toMatchObject({ role: Role.provider, agencyId: data.organisation.id });
    const invitations = await database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, provider?.email ?? ''));
    expect(invitations).toEqual([{ subject: 'Your Hearth invitation' }]);
    const audited = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'lead'), eq(auditLog.subjectId, String(leadId))));
    expect(audited.map((row) => row.action)).toContain('host_lead.provider_created');

    // The lead now names the home it became.
    const lead = await expectBody<{ data: { agency: { id: number } | null } }>(
      await admin.request(`/admin/shared-living/host-leads/${leadId}`),
      200,
    );
    expect(lead.data.agency?.id).toBe(data.organisation.id);

    expect((await admin.json(path(leadId), 'POST', body)).status).toBe(409);
  });

  it('refuses a lead not approved yet (409) and one without an email (422), writing nothing', async () => {
    const before = await database.db.$count(agencies);
    const fresh = await createLead(database.db, { email: 'fresh-host@example.test' });
    const body = { organisationName: 'Too soon' };
    expect((await admin.json(path(fresh), 'POST', body)).status).toBe(409);
    const noEmail = await approved(null);
    const errors = await expectFieldErrors(await admin.json(path(noEmail), 'POST', body));
    expect(Object.keys(errors)).toEqual(['email']);
    expect(await database.db.$count(agencies)).toBe(before);
  });

  it('refuses a host whose email already has an account (422), writing nothing', async () => {
    const taken = await createUser(database.db, { role: Role.user });
    const leadId = await approved(taken.email);
    const before = await database.db.$count(agencies);
    const errors = await expectFieldErrors(
      await admin.json(path(leadId), 'POST', { organisationName: 'Taken' }),
    );
    expect(Object.keys(errors)).toEqual(['email']);
    expect(await database.db.$count(agencies)).toBe(before);
  });

  it('answers 422 without a name, 404 for an unknown lead, 403 to anyone but admins', async () => {
    const leadId = await approved();
    const errors = await expectFieldErrors(await admin.json(path(leadId), 'POST', {}));
    expect(Object.keys(errors)).toEqual(['organisationName']);
    expect((await admin.json(path(999_999), 'POST', { organisationName: 'X' })).status).toBe(404);
    const refused = await agencyOwner.json(path(leadId), 'POST', { organisationName: 'X' });
    expect(refused.status).toBe(403);
  });
});
