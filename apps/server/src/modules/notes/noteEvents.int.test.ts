import { type NoteChange, NotePrivacy } from '@hearth/domain';
import type Echo from 'laravel-echo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEcho, subscription } from '../../../test/echoClient.ts';
import { eventually } from '../../../test/eventually.ts';
import { createNote } from '../../../test/factories/notes.ts';
import { createNoteWorld } from '../../../test/factories/noteWorld.ts';
import { notifiedOf } from '../../../test/factories/notifications.ts';
import { useTestServer } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';

// A patient's note changes on the patient's encrypted channel, heard with real laravel-echo
// clients: each change reaches those who read the note after it, and nobody else.

const world = useTestServer({ world: createNoteWorld });
const listeners = ['owner', 'nurse', 'secondNurse'] as const;
type Listener = (typeof listeners)[number];
const echoes = {} as Record<Listener, Echo<'reverb'>>;
const heard = {} as Record<Listener, NoteChange[]>;

beforeAll(async () => {
  for (const name of listeners) {
    const echo = await connectEcho(world.server, { browser: world.as[name] });
    echoes[name] = echo;
    heard[name] = [];
    const channel = echo.encryptedPrivate(`patients.${world.patientId}`);
    channel.listen('NoteChanged', (change: NoteChange) => heard[name].push(change));
    await subscription(channel);
  }
});

afterAll(() => {
  for (const echo of Object.values(echoes)) {
    echo.disconnect();
  }
});

const changesOf = (name: Listener) => heard[name].map(({ noteId, change }) => ({ noteId, change }));

describe("a patient's encrypted channel", () => {
  it('refuses those who do not reach the patient', async () => {
    const outsider = await connectEcho(world.server, { browser: world.as.outsider });
    await expect(
      subscription(outsider.encryptedPrivate(`patients.${world.patientId}`)),
    ).rejects.toBe(403);
    outsider.disconnect();
  });

  it("carries each change to the note's readers only, and not back to the sender's socket", async () => {
    const everyone = await world.signedNote();
    const authorOnly = await createNote(
      world.db,
      { kind: 'patient', patientId: world.patientId },
      world.users.nurse.id,
      { privacy: NotePrivacy.author },
    );
    const draft = await createNote(
      world.db,
      { kind: 'patient', patientId: world.patientId },
      world.users.nurse.id,
      { signed: false },
    );

    // The supervisor holds a note everyone reads, from the socket that is told by its answer.
    const held = await world.as.owner.request(`/api/notes/${everyone}/hold`, {
      method: 'POST',
      headers: { 'x-socket-id': echoes.owner.socketId() ?? '' },
    });
    await expectBody(held, 200);
    // The author strikes words of a note only they read.
    await expectBody(
      await world.as.nurse.json(`/api/notes/${authorOnly}/strike`, 'POST', {
        noteId: authorOnly,
        start: 0,
        end: 5,
        text: 'Slept',
      }),
      200,
    );
    // Signing a draft everyone will read comes last: once everyone has heard it, all that was
    // sent before it has arrived too.
    await expectBody(await world.as.nurse.json(`/api/notes/${draft}/sign`, 'POST'), 200);
    for (const name of listeners) {
      await eventually(() =>
        expect(changesOf(name)).toContainEqual({ noteId: draft, change: 'signed' }),
      );
    }

    expect(changesOf('nurse')).toEqual([
      { noteId: everyone, change: 'held' },
      { noteId: authorOnly, change: 'struck' },
      { noteId: draft, change: 'signed' },
    ]);
    expect(changesOf('secondNurse')).toEqual([
      { noteId: everyone, change: 'held' },
      { noteId: draft, change: 'signed' },
    ]);
    expect(changesOf('owner')).toEqual([{ noteId: draft, change: 'signed' }]);
    expect(heard.nurse[0]).toMatchObject({
      patientId: world.patientId,
      actorUserId: world.users.owner.id,
    });
  });
});

describe('an addendum', () => {
  it("notifies the parent's author on the care team, not the one who wrote it, only if they may read it", async () => {
    const { nurse, secondNurse, owner } = world.users;
    const parent = await world.signedNote();
    const before = await notifiedOf(world.db, [nurse.id, secondNurse.id, owner.id]);
    await expectBody(
      await world.as.secondNurse.json(`/api/notes/${parent}/append`, 'POST', {
        body: 'Only for my eyes.',
        privacy: NotePrivacy.author,
      }),
      201,
    );
    expect(await notifiedOf(world.db, [nurse.id, secondNurse.id, owner.id])).toEqual(before);

    await expectBody(
      await world.as.secondNurse.json(`/api/notes/${parent}/append`, 'POST', {
        body: 'Family called back.',
      }),
      201,
    );
    const after = await notifiedOf(world.db, [nurse.id, secondNurse.id, owner.id]);
    expect(after.get(nurse.id)).toEqual([
      ...(before.get(nurse.id) ?? []),
      {
        kind: 'note.appended',
        priority: 2,
        link: `/user/patients/${world.patientId}/notes`,
        params: { patientId: world.patientId, noteId: parent, appendedNoteId: expect.any(Number) },
      },
    ]);
    expect(after.get(secondNurse.id)).toEqual(before.get(secondNurse.id));
    expect(after.get(owner.id)).toEqual(before.get(owner.id));
  });
});
