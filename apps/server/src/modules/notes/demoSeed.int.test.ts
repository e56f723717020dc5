import { listResponse, noteSchema } from '@hearth/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { demoPassword, useTestServer } from '../../../test/harness.ts';
import { bodyOf } from '../../../test/json.ts';
import { patientCareTeam, sharedLivingHubs, users } from '../../db/schema/index.ts';
import { DEMO_HUB_NAME } from '../sharedLiving/hubs/seed.ts';

const notesResponse = listResponse(noteSchema);

const { database, server } = useTestServer({ seed: 'demo' });
let patientId: number;
let hubId: number;

beforeAll(async () => {
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
