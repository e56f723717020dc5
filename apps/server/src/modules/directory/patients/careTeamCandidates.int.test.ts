import { Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { users } from '../../../db/schema/index.ts';

// The care team picker's candidates: agency A's 24 caregivers (Carer 01 to Carer 24) and its
// agent, paged and searched by name; agency B's caregiver and inactive accounts never among them.

const { database, server } = useTestServer();
let agencyA = 0;
let ownerA: BrowserClient;
let ownerB: BrowserClient;

type CandidatePage = {
  data: { userId: number; name: string; role: number }[];
  meta: { page: number; perPage: number; total: number };
};

async function named(name: string, role: Role, agencyId: number, status: 1 | 3 = 1) {
  const user = await createUser(database.db, { role, agencyIds: [agencyId], status });
  await database.db.update(users).set({ name }).where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  agencyA = await createAgency(database.db);
  const agencyB = await createAgency(database.db);
  for (let number = 1; number <= 24; number += 1) {
    await named(`Carer ${String(number).padStart(2, '0')}`, Role.caregiver, agencyA);
  }
  await named('Agent Avery', Role.agencyAgent, agencyA);
  await named('Carer Gone', Role.caregiver, agencyA, 3);
  await named('Carer Elsewhere', Role.caregiver, agencyB);
  const owner = await named('Owner Olive', Role.agency, agencyA);
  ownerA = await signedInClient(server, owner.email, owner.password);
  const otherOwner = await createUser(database.db, { role: Role.agency, agencyIds: [agencyB] });
  ownerB = await signedInClient(server, otherOwner.email, otherOwner.password);
});

const candidates = async (client: BrowserClient, query: string) =>
  expectBody<CandidatePage>(
    await client.request(`/api/patients/care-team-candidates?agencyId=${agencyA}&${query}`),
    200,
  );

describe('care team candidates', () => {
  it('come a page at a time, by name, with the total of all pages', async () => {
    const first = await candidates(ownerA, 'perPage=10');
    expect(first.meta).toEqual({ page: 1, perPage: 10, total: 26 });
    expect(first.data.map((each) => each.name)).toEqual([
      'Agent Avery',
      ...Array.from({ length: 9 }, (_, index) => `Carer 0${index + 1}`),
    ]);
    const last = await candidates(ownerA, 'perPage=10&page=3');
    expect(last.data.map((each) => each.name)).toEqual([
      'Carer 20',
      'Carer 21',
      'Carer 22',
      'Carer 23',
      'Carer 24',
      'Owner Olive',
    ]);
  });

  it('are searched by every word of the name, in any order and case', async () => {
    const found = await candidates(ownerA, 'q=07%20carer');
    expect(found.data.map((each) => each.name)).toEqual(['Carer 07']);
    expect(found.meta.total).toBe(1);
    const none = await candidates(ownerA, 'q=Elsewhere');
    expect(none).toEqual({ data: [], meta: { page: 1, perPage: 20, total: 0 } });
  });

  it("are only the agency's active people", async () => {
    const everyone = await candidates(ownerA, 'perPage=100');
    const names = everyone.data.map((each) => each.name);
    expect(names).not.toContain('Carer Gone');
    expect(names).not.toContain('Carer Elsewhere');
    expect(names).toContain('Owner Olive');
  });

  it("refuse another agency's staff, and a page too large", async () => {
    const path = `/api/patients/care-team-candidates?agencyId=${agencyA}`;
    expect((await ownerB.request(path)).status).toBe(403);
    expect((await ownerB.request(`${path}&q=Carer`)).status).toBe(403);
    expect((await ownerA.request(`${path}&perPage=101`)).status).toBe(422);
  });
});
