import { listResponse, noteSchema } from '@hearth/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { bodyOf } from '../../../test/json.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { patientCareTeam, sharedLivingHubs, users } from '../../db/schema/index.ts';
import { demoSeeders } from '../../db/seed/demoSeeders.ts';
import { runSeeders } from '../../db/seed/runSeeders.ts';
import { DEMO_HUB_NAME } from '../sharedLiving/hubs/seed.ts';

const demoPassword = 'demo-password-for-tests';
const notesResponse = listResponse(noteSchema);

let database: TestDatabase;
let server: TestServer;
let patientId: number;
let hubId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await runSeeders(database.db, demoSeeders({ demoPassword }));
  server = await startTestServer({ db: database.db });
  const [row] = await database.db
    .select({ patientId: patientCareTeam.patientId })
    .from(patientCareTeam)
    .innerJoin(users, eq(users.id, patientCareTeam.userId))
    .where(eq(users.email, 'caregiver@demo.hearth.test'))
    .orderBy(asc(patientCareTeam.patientId))
    .limit(1);
  const [hub] = await database.db
    .select({ id: sharedLivingHubs.id })
    .from(sharedLivingHubs)
    .where(eq(sharedLivingHubs.name, DEMO_HUB_NAME));
  patientId = row?.patientId ?? 0;
  hubId = hub?.id ?? 0;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const titles = (body: { data: { title: string | null }[] }) => body.data.map((note) => note.title);

describe('demo notes', () => {
  it("show the demo caregiver their patient's timeline, their draft, and Maple's notes", async () => {
    const caregiver = await signedInClient(server, 'caregiver@demo.hearth.test', demoPassword);
    const signed = await bodyOf(
      await caregiver.request(`/api/notes/${patientId}/0`),
      notesResponse,
    );
    // The owner's family conversation is for agency staff only.
    expect(titles(signed)).toStrictEqual(['Medication administration', 'Morning visit']);
    const drafts = await bodyOf(
      await caregiver.request(`/api/notes/${patientId}/1`),
      notesResponse,
    );
    expect(titles(drafts)).toStrictEqual(['Loose rug in the hallway']);
    const hub = await bodyOf(await caregiver.request(`/api/hub/notes/${hubId}/0`), notesResponse);
    expect(titles(hub)).toStrictEqual(['Host check-in', 'House meeting']);
  });

  it('show the demo agency owner what their level lets them read', async () => {
    const owner = await signedInClient(server, 'agency@demo.hearth.test', demoPassword);
    const signed = await bodyOf(await owner.request(`/api/notes/${patientId}/0`), notesResponse);
    expect(titles(signed)).toStrictEqual([
      'Conversation with her daughter',
      'Medication administration',
    ]);
    const hub = await bodyOf(await owner.request(`/api/hub/notes/${hubId}/0`), notesResponse);
    expect(titles(hub)).toStrictEqual(['Host check-in', 'House meeting']);
  });
});
