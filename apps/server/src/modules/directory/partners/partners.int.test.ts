import { listResponse, partnerSummarySchema, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';

const { database, server } = useTestServer();
const clients = {} as Record<'admin' | 'agent' | 'partner' | 'caregiver', BrowserClient>;
let ownPartnerId: number;
const lakeside: number[] = [];

beforeAll(async () => {
  const db = database.db;
  const agencyId = await createAgency(db);
  ownPartnerId = await createPartner(db, 'Northway General Hospital');
  for (const name of ['Lakeside Health', 'Lakeside Discharge Team', 'Lakeside Clinic']) {
    lakeside.push(await createPartner(db, name));
  }
  const users = {
    admin: await createUser(db, { role: Role.admin }),
    agent: await createUser(db, { role: Role.agencyAgent, agencyIds: [agencyId] }),
    partner: await createUser(db, { role: Role.partnerAgent, partnerId: ownPartnerId }),
    caregiver: await createUser(db, { role: Role.caregiver, agencyIds: [agencyId] }),
  };
  for (const [name, user] of Object.entries(users) as [
    keyof typeof clients,
    typeof users.admin,
  ][]) {
    clients[name] = await signedInClient(server, user.email, user.password);
  }
});

const find = async (who: keyof typeof clients, query: string) =>
  listResponse(partnerSummarySchema).parse(
    await expectBody(await clients[who].request(`/api/partners${query}`), 200),
  );

describe('finding partners by name', () => {
  it('finds every word typed, in name order, for admins and agency staff', async () => {
    for (const who of ['admin', 'agent'] as const) {
      const found = await find(who, '?q=lakeside');
      expect(found.data.map((partner) => partner.name)).toEqual([
        'Lakeside Clinic',
        'Lakeside Discharge Team',
        'Lakeside Health',
      ]);
      expect((await find(who, '?q=lakeside%20discharge')).data.map((row) => row.id)).toEqual([
        lakeside[1],
      ]);
    }
  });

  it('pages with the list envelope', async () => {
    const first = await find('admin', '?q=lakeside&perPage=2');
    const second = await find('admin', '?q=lakeside&perPage=2&page=2');
    expect(first.meta).toEqual({ page: 1, perPage: 2, total: 3 });
    expect(first.data).toHaveLength(2);
    expect(second.data.map((row) => row.name)).toEqual(['Lakeside Health']);
    await expectBody(await clients.admin.request('/api/partners?perPage=500'), 422);
  });

  it('shows partner staff only their own partner', async () => {
    const found = await find('partner', '');
    expect(found.data).toEqual([{ id: ownPartnerId, name: 'Northway General Hospital' }]);
    expect((await find('partner', '?q=lakeside')).meta.total).toBe(0);
  });

  it('is not for caregivers (403)', async () => {
    await expectBody(await clients.caregiver.request('/api/partners'), 403);
  });
});
