import { Role } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { eventually } from '../../../../test/eventually.ts';
import {
  caregiverReferences,
  createCaregiver,
  createDocument,
  daysFromToday,
} from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useNodesHearingChanges } from '../../../../test/harness.ts';
import { statementsSentDuring } from '../../../../test/sentStatements.ts';

// Two nodes of the app on one database, each answering an agency's default caregiver list from
// memory between the changes it hears; the test writes as another node or an operator would.
const { database, nodeA, nodeB } = useNodesHearingChanges();
let agencyId: number;
let ownerId: number;
let ownerOnA: BrowserClient;
let ownerOnB: BrowserClient;
let caregiverId: number;

type ListBody = {
  data: {
    id: number;
    firstName: string;
    status: string;
    agency: { id: number; name: string };
    languages: { id: number; name: string }[];
    documentAlerts: { expired: number; expiringSoon: number };
  }[];
  meta: { total: number };
};

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  caregiverId = await createCaregiver(database.db, agencyId, { firstName: 'Kept' });
  await createCaregiver(database.db, agencyId, { firstName: 'Other' });
  const owner = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  ownerId = owner.id;
  ownerOnA = await signedInClient(nodeA, owner.email, owner.password);
  ownerOnB = await signedInClient(nodeB, owner.email, owner.password);
});

/** The owner's default list, and whether its page was read from the database. */
async function listed(client: BrowserClient): Promise<{ body: ListBody; pageRead: boolean }> {
  const { result, statements } = await statementsSentDuring(database.pool, () =>
    client.request('/api/caregivers'),
  );
  expect(result.status).toBe(200);
  return {
    body: (await result.json()) as ListBody,
    pageRead: statements.some(({ text }) => text.includes('"caregiver_languages"')),
  };
}

/** Reads the page on both nodes until each answers it from memory. */
async function keptOnBothNodes() {
  for (const client of [ownerOnA, ownerOnB]) {
    await eventually(async () => {
      await listed(client);
      expect((await listed(client)).pageRead).toBe(false);
    });
  }
}

const kept = () =>
  database.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM audit_log WHERE action = 'caregiver.listed' AND actor_user_id = ${ownerId}`,
  );

const profileIn = (body: ListBody) => body.data.find(({ id }) => id === caregiverId);

describe("an agency's default caregiver list answered from memory", () => {
  it('reads its page once, then answers it without reading it, each answer still audited', async () => {
    const first = await listed(ownerOnB);
    const entriesBefore = (await kept()).rows[0]?.count ?? 0;
    const second = await listed(ownerOnB);
    const third = await listed(ownerOnB);
    expect(second.pageRead).toBe(false);
    expect(third.pageRead).toBe(false);
    expect(second.body).toEqual(first.body);
    expect((await kept()).rows[0]?.count).toBe(entriesBefore + 2);
  });

  it('shows a change made through this node at once, and on the other node soon', async () => {
    await keptOnBothNodes();
    const moved = await ownerOnA.json(`/api/caregivers/${caregiverId}/status`, 'POST', {
      status: 'hired',
      reason: 'References checked.',
    });
    expect(moved.status).toBe(200);
    expect(profileIn((await listed(ownerOnA)).body)?.status).toBe('hired');
    await eventually(async () =>
      expect(profileIn((await listed(ownerOnB)).body)?.status).toBe('hired'),
    );
  });

  it("shows what any writer changes on every node: profiles, languages, documents, the agency's name, reference names", async () => {
    const { languages } = await caregiverReferences(database.db);
    const changes = [
      {
        write: () =>
          createCaregiver(database.db, agencyId, { firstName: 'Newcomer' }).then(() => undefined),
        seen: (body: ListBody) =>
          expect(body.data.map(({ firstName }) => firstName)).toContain('Newcomer'),
      },
      {
        write: () =>
          database.db.execute(
            sql`INSERT INTO caregiver_languages (caregiver_id, language_id) VALUES (${caregiverId}, ${languages.fr})`,
          ),
        seen: (body: ListBody) =>
          expect(profileIn(body)?.languages.map(({ id }) => id)).toContain(languages.fr),
      },
      {
        write: () => createDocument(database.db, caregiverId, { expiresOn: daysFromToday(-2) }),
        seen: (body: ListBody) => expect(profileIn(body)?.documentAlerts.expired).toBe(1),
      },
      {
        write: () =>
          database.db.execute(
            sql`UPDATE agencies SET name = 'Renamed Home Care' WHERE id = ${agencyId}`,
          ),
        seen: (body: ListBody) => expect(profileIn(body)?.agency.name).toBe('Renamed Home Care'),
      },
      {
        write: () =>
          database.db.execute(
            sql`UPDATE languages SET labels = labels || '{"en-US": "French, renamed"}'::jsonb WHERE id = ${languages.fr}`,
          ),
        seen: (body: ListBody) =>
          expect(profileIn(body)?.languages.map(({ name }) => name)).toContain('French, renamed'),
      },
    ];
    for (const { write, seen } of changes) {
      await keptOnBothNodes();
      await write();
      for (const client of [ownerOnA, ownerOnB]) {
        await eventually(async () => seen((await listed(client)).body));
      }
    }
  });
});
