import {
  HOST_LEAD_STATUSES,
  hostLeadListResponseSchema,
  hostLeadMoveRequiresReason,
  hostLeadSchema,
  itemResponse,
  type LeadStatus,
  Role,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createLead } from '../../../../test/factories/hostLeads.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';

const { database, server } = useTestServer();
let admin: BrowserClient;
let adminId: number;
const otherRoles = new Map<string, BrowserClient>();

const path = '/admin/shared-living/host-leads';
const agencyMembers: readonly Role[] = [Role.agency, Role.agencyAgent, Role.caregiver];
const partnerMembers: readonly Role[] = [Role.partner, Role.partnerAgent];

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  const partnerId = await createPartner(database.db);
  for (const name of Object.keys(Role.values) as (keyof typeof Role.values)[]) {
    const role = Role.values[name];
    const user = await createUser(database.db, {
      role,
      agencyIds: agencyMembers.includes(role) ? [agencyId] : [],
      partnerId: partnerMembers.includes(role) ? partnerId : null,
    });
    const client = await signedInClient(server, user.email, user.password);
    if (role === Role.admin) {
      admin = client;
      adminId = user.id;
    } else {
      otherRoles.set(name, client);
    }
  }
});

const move = (client: BrowserClient, id: number, body: unknown) =>
  client.json(`${path}/${id}/status`, 'POST', body);

async function list(query: string) {
  return bodyOf(await admin.request(`${path}?perPage=100&${query}`), hostLeadListResponseSchema);
}

async function historyRows(leadId: number) {
  const { rows } = await database.pool.query(
    `SELECT from_status, to_status, reason, changed_by FROM lead_status_changes
      WHERE lead_id = $1 ORDER BY id`,
    [leadId],
  );
  return rows;
}

describe('access to /admin/shared-living/host-leads', () => {
  it('answers administrators only: every other role 403, signed out 401, on every route', async () => {
    const leadId = await createLead(database.db);
    const calls = [
      (client: BrowserClient) => client.request(path),
      (client: BrowserClient) => client.request(`${path}/${leadId}`),
      (client: BrowserClient) => move(client, leadId, { to: 'contacted' }),
    ];
    for (const call of calls) {
      expect((await call(new BrowserClient(server))).status).toBe(401);
      for (const [role, client] of otherRoles) {
        expect({ role, status: (await call(client)).status }).toEqual({ role, status: 403 });
      }
      expect((await call(admin)).status).toBe(200);
    }
    // Nothing moved but the administrator's one move.
    expect(await historyRows(leadId)).toHaveLength(1);
  });

  it('refuses a move without the CSRF token, as on /api (419)', async () => {
    const leadId = await createLead(database.db);
    const client = await signedInClient(
      server,
      (await createUser(database.db, { role: Role.admin })).email,
      'correct horse battery staple',
    );
    client.sendCsrfHeader = false;
    expect((await move(client, leadId, { to: 'contacted' })).status).toBe(419);
    expect(await historyRows(leadId)).toEqual([]);
  });

  it('answers an unknown lead with 404', async () => {
    expect((await admin.request(`${path}/999999`)).status).toBe(404);
    expect((await move(admin, 999999, { to: 'contacted' })).status).toBe(404);
    expect((await admin.request(`${path}/abc`)).status).toBe(422);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/admin/shared-living/host-leads',
        '/admin/shared-living/host-leads/{leadId}',
        '/admin/shared-living/host-leads/{leadId}/status',
        '/api/shared-living/host-leads',
      ]),
    );
  });
});

describe('GET /admin/shared-living/host-leads', () => {
  it('filters by kind (host by default), status, location, created days and words', async () => {
    const day = (iso: string) => new Date(iso);
    // Toronto is UTC-5 in January: 04:30Z is still the evening before, 05:30Z the next day.
    const ids = {
      before: await createLead(database.db, {
        name: 'Filter Before',
        createdAt: day('2026-01-10T04:30:00Z'),
      }),
      first: await createLead(database.db, {
        name: 'Filter First',
        status: 'contacted',
        location: 'landing',
        city: 'Guelph',
        createdAt: day('2026-01-10T05:30:00Z'),
      }),
      last: await createLead(database.db, {
        name: 'Filter Last',
        status: 'contacted',
        createdAt: day('2026-01-13T04:30:00Z'),
      }),
      after: await createLead(database.db, {
        name: 'Filter After',
        createdAt: day('2026-01-13T05:30:00Z'),
      }),
      family: await createLead(database.db, {
        kind: 'careSeeker',
        name: 'Filter Family',
        location: 'bookAVisit',
        createdAt: day('2026-01-11T12:00:00Z'),
      }),
    };
    const idsOf = (body: Awaited<ReturnType<typeof list>>) => body.data.map((lead) => lead.id);

    const inRange = await list('from=2026-01-10&to=2026-01-12&q=filter');
    expect(idsOf(inRange)).toEqual([ids.last, ids.first]);
    expect(inRange.meta).toEqual({ page: 1, perPage: 100, total: 2 });
    expect(inRange.data.every((lead) => lead.kind === 'host')).toBe(true);

    expect(idsOf(await list('kind=careSeeker&q=filter'))).toEqual([ids.family]);
    expect(idsOf(await list('q=filter&status=contacted'))).toEqual([ids.last, ids.first]);
    expect(idsOf(await list('q=filter&location=landing'))).toEqual([ids.first]);
    expect(idsOf(await list('q=guelph'))).toEqual([ids.first]);
    expect(idsOf(await list('q=filter&from=2026-01-13'))).toEqual([ids.after]);
    expect(idsOf(await list('q=filter&to=2026-01-09'))).toEqual([ids.before]);
    expect(idsOf(await list('q=filter&status=&location=&from=&to='))).toEqual([
      ids.after,
      ids.last,
      ids.first,
      ids.before,
    ]);

    const paged = await bodyOf(
      await admin.request(`${path}?q=filter&perPage=1&page=2`),
      hostLeadListResponseSchema,
    );
    expect(idsOf(paged)).toEqual([ids.last]);
    expect(paged.meta).toEqual({ page: 2, perPage: 1, total: 4 });
  });

  it('refuses bad filters with 422 naming them', async () => {
    const response = await admin.request(
      `${path}?status=won&location=street&kind=robot&from=2026-02-30&perPage=500`,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(await fieldErrorsOf(response)).sort()).toEqual([
      'from',
      'kind',
      'location',
      'perPage',
      'status',
    ]);
    const backwards = await admin.request(`${path}?from=2026-02-10&to=2026-02-01`);
    expect(await fieldErrorsOf(backwards)).toEqual({ to: ['hostLeads:validation.toBeforeFrom'] });
  });
});

describe('POST /admin/shared-living/host-leads/{id}/status', () => {
  it('walks the pipeline table exhaustively: its moves pass, any other is 409', async () => {
    for (const from of HOST_LEAD_STATUSES) {
      for (const to of HOST_LEAD_STATUSES) {
        const leadId = await createLead(database.db, { status: from });
        const response = await move(admin, leadId, { to, reason: 'Checked by phone' });
        const allowed = hostLeadMoveRequiresReason(from, to) !== null;
        expect({ from, to, status: response.status }).toEqual({
          from,
          to,
          status: allowed ? 200 : 409,
        });
        const expectedHistory = allowed
          ? [{ from_status: from, to_status: to, reason: 'Checked by phone', changed_by: adminId }]
          : [];
        expect(await historyRows(leadId)).toEqual(expectedHistory);
      }
    }
  });

  it('needs a reason to decline (422, nothing written), and keeps it in the history', async () => {
    const leadId = await createLead(database.db, { createdAt: new Date('2026-01-05T12:00:00Z') });
    for (const reason of [undefined, null, '   ']) {
      const refused = await move(admin, leadId, { to: 'declined', reason });
      expect(await fieldErrorsOf(refused)).toEqual({
        reason: ['hostLeads:validation.reasonRequired'],
      });
    }
    expect(await historyRows(leadId)).toEqual([]);

    const contacted = await bodyOf(
      await move(admin, leadId, { to: 'contacted' }),
      itemResponse(hostLeadSchema),
    );
    expect(contacted.data.status).toBe('contacted');
    expect(contacted.data.updatedAt > contacted.data.createdAt).toBe(true);

    await move(admin, leadId, { to: 'declined', reason: '  No spare room after all ' });
    const { data } = await bodyOf(
      await admin.request(`${path}/${leadId}`),
      itemResponse(hostLeadSchema),
    );
    expect(data.status).toBe('declined');
    expect(
      data.history.map(({ from, to, reason, changedBy }) => ({ from, to, reason, changedBy })),
    ).toEqual([
      {
        from: 'new',
        to: 'contacted',
        reason: null,
        changedBy: { id: adminId, name: expect.any(String) },
      },
      {
        from: 'contacted',
        to: 'declined',
        reason: 'No spare room after all',
        changedBy: { id: adminId, name: expect.any(String) },
      },
    ]);
    const audit = await database.pool.query(
      `SELECT details FROM audit_log WHERE action = 'host_lead.moved' AND subject_id = $1
        ORDER BY id`,
      [String(leadId)],
    );
    expect(audit.rows.map((row) => row.details)).toEqual([
      { from: 'new', to: 'contacted' },
      { from: 'contacted', to: 'declined' },
    ]);
  });

  it('lets only one of two moves sent at once through', async () => {
    const leadId = await createLead(database.db);
    const statuses = await Promise.all(
      [0, 1].map(async () => (await move(admin, leadId, { to: 'contacted' })).status),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await historyRows(leadId)).toHaveLength(1);
  });

  it('refuses an unknown status with 422', async () => {
    const leadId = await createLead(database.db);
    const response = await move(admin, leadId, { to: 'hired' as LeadStatus });
    expect(Object.keys(await fieldErrorsOf(response))).toEqual(['to']);
  });
});
