import { NotePrivacy } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../test/browserClient.ts';
import { createNoteWorld, type NoteWorld } from '../../../test/factories/noteWorld.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import { useTestServer } from '../../../test/harness.ts';
import { analyzedPlanOf, statementsSentDuring } from '../../../test/sentStatements.ts';

// A long timeline's first page and its exact total, as PostgreSQL really runs them: both read
// the patient's timeline index alone, whatever the reader's privacy levels.

const notesInTimeline = 6_000;
// The other patients' notes: one timeline is a small part of the table, as in any agency.
const notesElsewhere = 30_000;
const { database, server } = useTestServer();
let world: NoteWorld;

beforeAll(async () => {
  world = await createNoteWorld(database.db, server);
  const template = await world.signedNote();
  // Copies of one signed note, an hour apart, spread over the privacy levels and two authors.
  await database.db.execute(sql`
    INSERT INTO notes (kind, patient_id, author_id, note_type_id, body, privacy, signed_at,
      amendable_until, created_at, updated_at)
    SELECT n.kind, n.patient_id,
      CASE WHEN g % 2 = 0 THEN n.author_id ELSE ${world.users.secondNurse.id} END,
      n.note_type_id, n.body || ' ' || g, (g % ${NotePrivacy.codes.length}) + 1, n.signed_at,
      n.amendable_until, n.created_at - g * interval '1 hour', n.updated_at
    FROM notes n, generate_series(1, ${notesInTimeline}) AS g
    WHERE n.id = ${template}`);
  const elsewhere = await createPatient(database.db, world.agencyId);
  await database.db.execute(sql`
    INSERT INTO notes (kind, patient_id, author_id, note_type_id, body, privacy, signed_at,
      amendable_until, created_at, updated_at)
    SELECT n.kind, ${elsewhere}, n.author_id, n.note_type_id, n.body, n.privacy, n.signed_at,
      n.amendable_until, n.created_at - g * interval '1 minute', n.updated_at
    FROM notes n, generate_series(1, ${notesElsewhere}) AS g
    WHERE n.id = ${template}`);
  // What autovacuum does to an insert-mostly table: its pages become all-visible.
  await database.db.execute(sql`VACUUM ANALYZE notes`);
});

/** The plans of the page's and the count's statements of the first page, read by `client`. */
async function timelinePlans(client: BrowserClient) {
  const { result, statements } = await statementsSentDuring(database.pool, () =>
    client.request(`/api/notes/${world.patientId}/0`),
  );
  expect(result.status).toBe(200);
  const { meta } = (await result.json()) as { meta: { total: number } };
  const page = statements.find(({ text }) => /^select "id" from "notes"/.test(text));
  const count = statements.find(({ text }) => /^select count\(\*\) from "notes"/.test(text));
  if (page === undefined || count === undefined) {
    throw new Error('the timeline sent no page or no count');
  }
  return {
    total: meta.total,
    page: await analyzedPlanOf(database.pool, page),
    count: await analyzedPlanOf(database.pool, count),
  };
}

describe("a patient's timeline of thousands of notes", () => {
  it.each(['owner', 'nurse'] as const)(
    'is paged and counted exactly from the timeline index alone, as the %s',
    async (reader) => {
      const { total, page, count } = await timelinePlans(world.as[reader]);
      // Both read the care-team, anyone and agency levels: half of the copies, and the template.
      expect(total).toBe(notesInTimeline / 2 + 1);
      expect(page).toMatch(/Index Only Scan Backward using notes_patient_idx on notes/);
      expect(count).toMatch(/Index Only Scan using notes_patient_idx on notes/);
      for (const plan of [page, count]) {
        expect(plan).not.toMatch(/Seq Scan on notes/);
        expect(plan).not.toMatch(/Heap Fetches: [1-9]\d{2,}/);
      }
    },
  );
});
