import { Role } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { analyzedPlanOf, statementsSentDuring } from '../../../../test/sentStatements.ts';

// The plans PostgreSQL really chooses for the list's default order, on a table large enough
// (20,000 profiles, analyzed) that it weighs an index against reading and sorting everything.

const { database, server } = useTestServer();
const caregiversPerAgency = 10_000;
let agencyIds: number[];

beforeAll(async () => {
  agencyIds = [await createAgency(database.db), await createAgency(database.db)];
  for (const agencyId of agencyIds) {
    // Few distinct names, so the order needs its id tie-break as the list's does.
    await database.db.execute(sql`
      INSERT INTO caregivers (agency_id, first_name, last_name, email)
      SELECT ${agencyId}, 'First ' || (n % 37), 'Last ' || (n % 53), 'carer-' || n || '@example.test'
      FROM generate_series(1, ${caregiversPerAgency}) AS n`);
  }
  await database.db.execute(sql`ANALYZE caregivers`);
});

/** A page that is the first rows of the index in its order: no sort of every match under it. */
const pageFromIndex = (index: string) =>
  new RegExp(
    `Limit \\(actual[^\\n]*\\n(\\s+Buffers:[^\\n]*\\n)?\\s+->  Index (Only )?Scan using ${index} on caregivers`,
  );

/** The statement that picks the page's ids, as the list at `query` sent it for `email`. */
async function pageStatementOf(email: string, password: string, query = 'perPage=20') {
  const client = await signedInClient(server, email, password);
  const { result, statements } = await statementsSentDuring(database.pool, () =>
    client.request(`/api/caregivers?${query}`),
  );
  expect(result.status).toBe(200);
  const { data } = (await result.json()) as { data: { lastName: string; firstName: string }[] };
  expect(data).toHaveLength(20);
  const page = statements.find(({ text }) => text.includes('"page_ids"'));
  if (page === undefined) {
    throw new Error('the list sent no page query');
  }
  return page;
}

/** The plan of the statement that picks the page's ids, as the list sent it for `email`. */
async function pagePlanOf(email: string, password: string): Promise<string> {
  return analyzedPlanOf(database.pool, await pageStatementOf(email, password));
}

describe("the caregiver list's default order", () => {
  it("reads an admin's first page across agencies from the name index, not by sorting them all", async () => {
    const admin = await createUser(database.db, { role: Role.admin });
    const plan = await pagePlanOf(admin.email, admin.password);
    expect(plan).toMatch(pageFromIndex('caregivers_name_idx'));
    expect(plan).not.toMatch(/Seq Scan on caregivers/);
  });

  it("reads an agency owner's first page from the agency's name index", async () => {
    const owner = await createUser(database.db, {
      role: Role.agency,
      agencyIds: [agencyIds[0] ?? 0],
    });
    const plan = await pagePlanOf(owner.email, owner.password);
    expect(plan).toMatch(pageFromIndex('caregivers_agency_name_idx'));
    expect(plan).not.toMatch(/Seq Scan on caregivers/);
  });
});

describe('the default list', () => {
  it('is sent as prepared statements, one per scope and locale; a filtered list is built each time', async () => {
    const admin = await createUser(database.db, { role: Role.admin });
    const owner = await createUser(database.db, {
      role: Role.agency,
      agencyIds: [agencyIds[1] ?? 0],
    });
    expect((await pageStatementOf(admin.email, admin.password)).name).toBe(
      'caregiver_list_all_en-US_rows',
    );
    const ownersPage = await pageStatementOf(owner.email, owner.password);
    expect(ownersPage.name).toBe('caregiver_list_agencies1_en-US_rows');
    expect(ownersPage.values).toContain(agencyIds[1]);
    const filtered = await pageStatementOf(owner.email, owner.password, 'q=Last%2012');
    expect(filtered.name).toBeUndefined();
  });
});
