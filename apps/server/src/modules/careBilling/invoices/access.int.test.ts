import { type CareInvoice, type CareInvoiceDetail, EXPORT_LIMIT, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { signedInClient } from '../../../../test/browserClient.ts';
import { createDraftInvoice, type DraftInvoice } from '../../../../test/factories/careInvoices.ts';
import { careInvoiceWorld, issueInvoices } from '../../../../test/factories/careInvoiceWorld.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { careInvoices } from '../../../db/schema/index.ts';

const world = useTestServer({ world: careInvoiceWorld });
const { database, server } = world;

type Listed = { data: CareInvoice[]; meta: { total: number } };

const listOf = async (client: BrowserClient, query = '') =>
  expectBody<Listed>(await client.request(`/api/invoices${query}`), 200);
const idsOf = (listed: Listed) => listed.data.map((invoice) => invoice.id).sort((a, b) => a - b);

const invoices = {} as Record<
  'privateDraft' | 'privateIssued' | 'payerIssued' | 'otherPatientIssued' | 'cedarIssued',
  number
>;

async function issued(draft: DraftInvoice, by: BrowserClient): Promise<number> {
  const id = await createDraftInvoice(database.db, draft);
  await issueInvoices(by, [id]);
  return id;
}

beforeAll(async () => {
  const maple = { agencyId: world.maple, patientId: world.linked };
  invoices.privateDraft = await createDraftInvoice(database.db, maple);
  invoices.privateIssued = await issued(maple, world.ownerMaple);
  invoices.payerIssued = await issued(
    { ...maple, recipient: 'payer', payerId: world.payer },
    world.ownerMaple,
  );
  invoices.otherPatientIssued = await issued(
    { agencyId: world.maple, patientId: world.otherPatient },
    world.ownerMaple,
  );
  invoices.cedarIssued = await issued(
    { agencyId: world.cedar, patientId: world.cedarPatient },
    world.ownerCedar,
  );
});

describe('who finds which invoices', () => {
  it("an agency's staff find their agency's, drafts included, and not another's", async () => {
    const mapleIds = [
      invoices.privateDraft,
      invoices.privateIssued,
      invoices.payerIssued,
      invoices.otherPatientIssued,
    ].sort((a, b) => a - b);
    expect(idsOf(await listOf(world.agentMaple))).toEqual(mapleIds);
    expect(idsOf(await listOf(world.ownerCedar))).toEqual([invoices.cedarIssued]);
    // Asking for another agency finds nothing rather than that agency's invoices.
    expect(idsOf(await listOf(world.ownerCedar, `?agencyId=${world.maple}`))).toEqual([]);
    expect((await world.ownerCedar.request(`/api/invoices/${invoices.privateIssued}`)).status).toBe(
      404,
    );
    expect(
      (await world.ownerCedar.request(`/api/invoices/${invoices.privateIssued}/pdf`)).status,
    ).toBe(404);
  });

  it('a family user finds only the issued private invoices of the patients they are a contact of', async () => {
    expect(idsOf(await listOf(world.family))).toEqual([invoices.privateIssued]);
    const { data } = await expectBody<{ data: CareInvoiceDetail }>(
      await world.family.request(`/api/invoices/${invoices.privateIssued}`),
      200,
    );
    expect(data.patient?.name).toBe('Rose Tremblay');
    expect(data.lines).toHaveLength(2);
    for (const hidden of [
      invoices.privateDraft,
      invoices.payerIssued,
      invoices.otherPatientIssued,
      invoices.cedarIssued,
    ]) {
      expect((await world.family.request(`/api/invoices/${hidden}`)).status).toBe(404);
      expect((await world.family.request(`/api/invoices/${hidden}/pdf`)).status).toBe(404);
    }
    expect((await listOf(world.strangerFamily)).data).toEqual([]);
    expect((await world.family.request('/api/invoices/export.csv')).status).toBe(403);
  });

  it('admins find every agency, or one; caregivers are refused', async () => {
    const all = idsOf(await listOf(world.admin));
    expect(all).toEqual(expect.arrayContaining(Object.values(invoices)));
    expect(idsOf(await listOf(world.admin, `?agencyId=${world.cedar}`))).toEqual([
      invoices.cedarIssued,
    ]);
    expect((await world.caregiverMaple.request('/api/invoices')).status).toBe(403);
    expect(
      (await world.caregiverMaple.request(`/api/invoices/${invoices.privateIssued}`)).status,
    ).toBe(403);
  });
});

describe('the list', () => {
  it('filters by status, recipient, payer, patient and period, and pages', async () => {
    const ids = async (query: string) => idsOf(await listOf(world.ownerMaple, query));
    expect(await ids('?status=draft')).toEqual([invoices.privateDraft]);
    expect(await ids('?recipient=payer')).toEqual([invoices.payerIssued]);
    expect(await ids(`?payerId=${world.payer}`)).toEqual([invoices.payerIssued]);
    expect(await ids(`?patientId=${world.otherPatient}`)).toEqual([invoices.otherPatientIssued]);
    expect(await ids('?from=2026-10-01&to=2026-10-01')).toEqual([invoices.privateDraft]);
    const paged = await listOf(world.ownerMaple, '?perPage=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.total).toBe(4);
  });

  it('finds the overdue ones: owed and past their due day', async () => {
    const late = await createDraftInvoice(database.db, {
      agencyId: world.maple,
      patientId: world.linked,
    });
    await database.db
      .update(careInvoices)
      .set({ status: 'issued', number: 'OLD-0001', issuedOn: '2026-01-02', dueOn: '2026-02-01' })
      .where(eq(careInvoices.id, late));
    expect(idsOf(await listOf(world.ownerMaple, '?overdue=true'))).toEqual([late]);
    expect(idsOf(await listOf(world.ownerMaple, '?overdue=false'))).not.toContain(late);
    const [shown] = (await listOf(world.ownerMaple, '?overdue=true')).data;
    expect(shown?.balanceCents).toBe(7_500);
  });

  it('refuses a filter it does not know the value of', async () => {
    expect((await world.ownerMaple.request('/api/invoices?status=lost')).status).toBe(422);
  });
});

describe('the CSV export', () => {
  it("holds the list's rows under its filters", async () => {
    const response = await world.agentMaple.request('/api/invoices/export.csv?recipient=payer');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = (await response.text()).trim().split('\n');
    expect(header).toContain('number,status,recipient,payer,patient');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Ontario Health atHome Test');
    expect(rows[0]).toContain('75.00');
  });

  it('refuses more rows than the export limit whole, asking to narrow the filters', async () => {
    const busy = await createAgency(database.db, 'Busy Care');
    const patientId = await createPatient(database.db, busy);
    for (let count = 0; count <= EXPORT_LIMIT; count += 1) {
      await createDraftInvoice(database.db, { agencyId: busy, patientId, lineAmounts: [] });
    }
    const owner = await createUser(database.db, { role: Role.agency, agencyIds: [busy] });
    const client = await signedInClient(server, owner.email, owner.password);
    const refused = await expectBody<{ message: string; errors: Record<string, string[]> }>(
      await client.request('/api/invoices/export.csv'),
      422,
    );
    expect(refused.message).toMatch(/Narrow the filters/);
    expect(Object.keys(refused.errors)).toEqual(['export']);
    const narrowed = await client.request('/api/invoices/export.csv?status=issued');
    expect(narrowed.status).toBe(200);
  });
});
