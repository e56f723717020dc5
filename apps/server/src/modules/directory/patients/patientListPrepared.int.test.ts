import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { statementsSentDuring } from '../../../../test/sentStatements.ts';

const { database, server } = useTestServer();
let agencyId: number;
let owner: BrowserClient;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const otherAgency = await createAgency(database.db);
  for (let index = 0; index < 25; index += 1) {
    await createPatient(database.db, agencyId);
  }
  await createPatient(database.db, otherAgency);
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  owner = await signedInClient(server, user.email, user.password);
});

/** The list at `query`, the name of its rows' statement (undefined when not prepared) and its reads. */
async function listed(query: string) {
  const { result, statements } = await statementsSentDuring(database.pool, () =>
    owner.request(`/api/patients${query}`),
  );
  expect(result.status).toBe(200);
  const rows = statements.find(({ text }) => /^select "patients"\."id"/.test(text));
  const reads = statements.filter(({ text }) => /^\s*select/i.test(text));
  return { body: await result.json(), statementName: rows?.name, reads };
}

type Listed = { data: { id: number }[]; meta: { total: number } };

describe("an agency owner's patient list", () => {
  it('as first opened runs a prepared statement, and answers as the same list built per request', async () => {
    for (const page of [1, 2]) {
      const prepared = await listed(`?page=${page}`);
      // Naming the owner's own agency gives the same patients, through a statement built per request.
      const built = await listed(`?page=${page}&agencyId=${agencyId}`);
      expect(prepared.statementName).toBe('patient_list_agencies1_en-US_rows');
      expect(built.statementName).toBeUndefined();
      expect(prepared.body).toEqual(built.body);
    }
    const { body } = await listed('?page=1');
    expect((body as Listed).meta.total).toBe(25);
  });

  it('reads a page and its total in one statement, prepared or built', async () => {
    for (const query of ['?page=2', `?page=2&agencyId=${agencyId}`]) {
      const { body, reads } = await listed(query);
      // The session's lookup, then the page carrying its total: no count of its own.
      expect(reads.map(({ text }) => /count\(\*\)/.test(text))).toEqual([false, true]);
      expect((body as Listed).data).toHaveLength(5);
      expect((body as Listed).meta.total).toBe(25);
    }
  });

  it('still tells the total on a page past the end, which has no row to carry it', async () => {
    for (const query of ['?page=3', `?page=3&agencyId=${agencyId}`]) {
      const { body } = await listed(query);
      expect(body).toMatchObject({ data: [], meta: { page: 3, total: 25 } });
    }
    const none = await listed(`?page=1&q=${encodeURIComponent('nobody by this name')}`);
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
