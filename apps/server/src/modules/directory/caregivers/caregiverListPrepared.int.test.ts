import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  caregiverReferences,
  createCaregiver,
  createDocument,
  daysFromToday,
} from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { statementsSentDuring } from '../../../../test/sentStatements.ts';

// The default list is a prepared statement whose rows are mapped by the shared row mapper; a
// filtered list is built per request and mapped by Drizzle. Naming the owner's own agency gives the
// same profiles through the second path, so the two answers must be identical.

const { database, server } = useTestServer();
let agencyId: number;
let owner: BrowserClient;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const otherAgency = await createAgency(database.db);
  const { professions, languages, cities } = await caregiverReferences(database.db);
  for (let index = 0; index < 23; index += 1) {
    const id = await createCaregiver(database.db, agencyId, {
      // Shared last names, so the order needs its first names and ids.
      lastName: `Shared ${index % 4}`,
      firstName: index % 3 === 0 ? 'Same' : `First ${index}`,
      professionId: index % 2 === 0 ? professions.psw : null,
      address: { cityId: index % 5 === 0 ? null : cities.toronto },
      languageIds: [[], [languages.fr], [languages.pa, languages.en, languages.tl]][index % 3],
    });
    if (index % 4 === 1) {
      await createDocument(database.db, id, { expiresOn: daysFromToday(-3) });
      await createDocument(database.db, id, {
        kind: 'driversLicense',
        expiresOn: daysFromToday(5),
      });
    }
    if (index % 4 === 2) {
      await createDocument(database.db, id, { expiresOn: daysFromToday(300) });
    }
  }
  await createCaregiver(database.db, otherAgency);
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  owner = await signedInClient(server, user.email, user.password);
});

/** The list at `query` in `locale`, and the name of its page's statement (none when built). */
async function listed(query: string, locale: string) {
  const { result, statements } = await statementsSentDuring(database.pool, () =>
    owner.request(`/api/caregivers${query}`, { headers: { 'accept-language': locale } }),
  );
  expect(result.status).toBe(200);
  const page = statements.find(({ text }) => text.includes('"caregiver_languages"'));
  return { body: await result.json(), statementName: page?.name };
}

type Listed = {
  data: {
    id: number;
    languages: { name: string }[];
    documentAlerts: { expired: number; expiringSoon: number };
  }[];
  meta: { total: number };
};

describe("an agency owner's caregiver list", () => {
  it('as first opened runs a prepared statement, and answers as the same list built per request', async () => {
    for (const locale of ['en-US', 'es-ES']) {
      for (const page of [1, 2]) {
        const prepared = await listed(`?page=${page}`, locale);
        const built = await listed(`?page=${page}&agencyId=${agencyId}`, locale);
        expect(prepared.statementName).toBe(`caregiver_list_agencies1_${locale}_rows`);
        expect(built.statementName).toBeUndefined();
        expect(prepared.body).toEqual(built.body);
      }
    }
    const english = (await listed('?page=1', 'en-US')).body as Listed;
    const spanish = (await listed('?page=1', 'es-ES')).body as Listed;
    expect(english.meta.total).toBe(23);
    // The page holds what the comparison is about: languages in each locale, and both alerts.
    expect(english.data.flatMap(({ languages }) => languages.map(({ name }) => name))).toContain(
      'French',
    );
    expect(spanish.data.flatMap(({ languages }) => languages.map(({ name }) => name))).toContain(
      'Francés',
    );
    expect(english.data.map(({ documentAlerts }) => documentAlerts)).toContainEqual({
      expired: 1,
      expiringSoon: 1,
    });
  });

  it("names each profile's languages on its detail as the list does, in the same order", async () => {
    for (const locale of ['en-US', 'es-ES']) {
      const { data } = (await listed('?page=1', locale)).body as Listed;
      for (const { id, languages } of data.slice(0, 6)) {
        const detail = await owner.request(`/api/caregivers/${id}`, {
          headers: { 'accept-language': locale },
        });
        expect(detail.status).toBe(200);
        expect(((await detail.json()) as { data: { languages: unknown } }).data.languages).toEqual(
          languages,
        );
      }
    }
  });
});
