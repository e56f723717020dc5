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

/** The list at `query`, and the name of its rows' statement (undefined when not prepared). */
async function listed(query: string) {
  const { result, statements } = await statementsSentDuring(database.pool, () =>
    owner.request(`/api/patients${query}`),
  );
  expect(result.status).toBe(200);
  const rows = statements.find(({ text }) => /^select "patients"\."id"/.test(text));
  return { body: await result.json(), statementName: rows?.name };
}

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
    expect((body as { meta: { total: number } }).meta.total).toBe(25);
  });
});
