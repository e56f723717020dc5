import { Role } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { analyzedPlanOf, statementsSentDuring } from '../../../../test/sentStatements.ts';

// The plans PostgreSQL really chooses for the list's default order, on a table large enough
// (20,000 profiles with two languages and a document each, analyzed) that it weighs an index
// against reading and sorting everything.

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
  await database.db.execute(sql`
    INSERT INTO caregiver_languages (caregiver_id, language_id)
    SELECT c.id, l.id FROM caregivers c
    CROSS JOIN LATERAL (SELECT id FROM languages ORDER BY id LIMIT 2) l`);
  await database.db.execute(sql`
    INSERT INTO caregiver_documents (caregiver_id, kind, issued_on, expires_on)
    SELECT id, 'firstAidCpr', current_date - 300, current_date + (id % 90) FROM caregivers`);
  await database.db.execute(sql`ANALYZE caregivers, caregiver_languages, caregiver_documents`);
});

/** A page that is the first rows of the index in its order: no sort of every match under it. */
const pageFromIndex = (index: string) =>
  new RegExp(
    `CTE page_ids\\n\\s+->  Limit \\(actual[^\\n]*\\n(\\s+Buffers:[^\\n]*\\n)?\\s+->  Index (Only )?Scan using ${index} on caregivers`,
  );

/** Each page profile's languages and documents are found through its own entries' index. */
function expectChildrenByIndex(plan: string) {
  expect(plan).toMatch(
    /Index (Only )?Scan using caregiver_languages_caregiver_id_language_id_pk on caregiver_languages/,
  );
  expect(plan).toMatch(/Index (Only )?Scan using caregiver_documents_caregiver_idx/);
  expect(plan).not.toMatch(/Seq Scan on caregiver_(languages|documents)/);
}

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
    expectChildrenByIndex(plan);
  });

  it("reads an agency owner's first page from the agency's name index", async () => {
    const owner = await createUser(database.db, {
      role: Role.agency,
      agencyIds: [agencyIds[0] ?? 0],
    });
    const plan = await pagePlanOf(owner.email, owner.password);
    expect(plan).toMatch(pageFromIndex('caregivers_agency_name_idx'));
    expectChildrenByIndex(plan);
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

  it('carries its total on its rows, and counts alone only for a page past the end', async () => {
    const owner = await createUser(database.db, {
      role: Role.agency,
      agencyIds: [agencyIds[0] ?? 0],
    });
    const client = await signedInClient(server, owner.email, owner.password);
    for (const [query, rows, counts] of [
      ['page=2', 20, 0],
      ['page=501', 0, 1],
    ] as const) {
      const { result, statements } = await statementsSentDuring(database.pool, () =>
        client.request(`/api/caregivers?${query}`),
      );
      const body = (await result.json()) as { data: unknown[]; meta: { total: number } };
      expect(body.data).toHaveLength(rows);
      expect(body.meta.total).toBe(caregiversPerAgency);
      expect(statements.filter(({ text }) => /^select count\(\*\)/.test(text))).toHaveLength(
        counts,
      );
    }
  });
});
