import {
  itemResponse,
  NoteActionValidation,
  NotePrivacy,
  noteSchema,
  noteTextSegments,
  Role,
} from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createPartner, createUser } from '../../../test/factories/identity.ts';
import { createNote } from '../../../test/factories/notes.ts';
import {
  actionLogSize,
  createNoteWorld,
  type NoteWorld,
} from '../../../test/factories/noteWorld.ts';
import {
  createCluster,
  createHub,
  createMembership,
} from '../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../test/json.ts';
import { notes, noteTextChanges } from '../../db/schema/index.ts';

const world = useTestServer({ world: createNoteWorld });

const noteResponse = itemResponse(noteSchema);
const body = 'Visited at 9. Gave 5 mg of the morning dose. Slept well.';
const phrase = '5 mg';
const phraseAt = body.indexOf(phrase);

const post = (who: keyof NoteWorld['as'], path: string, payload?: unknown) =>
  world.as[who].json(`/api/notes/${path}`, 'POST', payload);

async function noteOf(id: number) {
  return (await bodyOf(await world.as.owner.request(`/api/notes/${id}`), noteResponse)).data;
}

/** Moves the note's window to the past, as if its 72 hours had run out. */
const closeWindow = (id: number) =>
  world.db
    .update(notes)
    .set({ amendableUntil: sql`now() - interval '1 minute'` })
    .where(eq(notes.id, id));

describe('striking text', () => {
  it('keeps the original: the body stays whole, the strike is a change beside it, rendered struck', async () => {
    const id = await world.signedNote(body);
    const response = await post('secondNurse', `${id}/strike`, {
      noteId: id,
      start: phraseAt,
      end: phraseAt + phrase.length,
      text: phrase,
    });
    expect(response.status).toBe(200);
    const note = (await bodyOf(response, noteResponse)).data;
    expect(note.body).toBe(body);
    expect(note.textChanges).toMatchObject([
      { kind: 'strike', start: phraseAt, end: phraseAt + phrase.length, text: phrase },
    ]);
    expect(note.textChanges[0]?.author.id).toBe(world.users.secondNurse.id);
    const segments = noteTextSegments(note.body, note.textChanges);
    expect(segments.filter((segment) => segment.kind === 'struck').map((s) => s.text)).toEqual([
      phrase,
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(body);
    expect((await noteOf(id)).body).toBe(body);
  });

  it('refuses words other than those at the range, a range outside the body, and overlapping a strike (422)', async () => {
    const id = await world.signedNote(body);
    const strike = (start: number, end: number, text: string) =>
      post('nurse', `${id}/strike`, { noteId: id, start, end, text });
    expect(await fieldErrorsOf(await strike(phraseAt, phraseAt + 4, '6 mg'))).toEqual({
      text: [NoteActionValidation.strikeMismatch],
    });
    expect((await strike(body.length - 2, body.length + 5, 'l.')).status).toBe(422);
    expect((await strike(phraseAt, phraseAt + 4, phrase)).status).toBe(200);
    expect(
      await fieldErrorsOf(
        await strike(phraseAt + 2, phraseAt + 7, body.slice(phraseAt + 2, phraseAt + 7)),
      ),
    ).toEqual({ start: [NoteActionValidation.overlapsStrike] });
  });

  it('lets one of two overlapping strikes made at once win; the other is refused', async () => {
    const id = await world.signedNote(body);
    const [first, second] = await Promise.all([
      post('nurse', `${id}/strike`, { noteId: id, start: 0, end: 12, text: body.slice(0, 12) }),
      post('secondNurse', `${id}/strike`, {
        noteId: id,
        start: 6,
        end: 20,
        text: body.slice(6, 20),
      }),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 422]);
    const stored = await world.db
      .select({ id: noteTextChanges.id })
      .from(noteTextChanges)
      .where(eq(noteTextChanges.noteId, id));
    expect(stored).toHaveLength(1);
  });
});

describe('inserting text', () => {
  it('adds words at an offset of the parent or of an appended note; other notes are refused', async () => {
    const id = await world.signedNote(body);
    const appended = await bodyOf(
      await post('secondNurse', `${id}/append`, { body: 'Family called at noon.' }),
      noteResponse,
    );
    const addendumId = appended.data.appendedNotes[0]?.id ?? 0;
    expect(
      (await post('nurse', `${id}/insert`, { noteId: id, offset: 0, text: 'Late entry: ' })).status,
    ).toBe(200);
    const inAddendum = await post('nurse', `${id}/insert`, {
      noteId: addendumId,
      offset: 'Family called'.length,
      text: ' (daughter)',
    });
    const note = (await bodyOf(inAddendum, noteResponse)).data;
    expect(note.textChanges.map((change) => change.text)).toEqual(['Late entry: ']);
    expect(note.appendedNotes[0]?.textChanges.map((change) => change.text)).toEqual([
      ' (daughter)',
    ]);

    const elsewhere = await world.signedNote();
    expect(
      await fieldErrorsOf(
        await post('nurse', `${id}/insert`, { noteId: elsewhere, offset: 0, text: 'x' }),
      ),
    ).toEqual({ noteId: [NoteActionValidation.notThisNote] });
    expect(
      await fieldErrorsOf(
        await post('nurse', `${id}/insert`, { noteId: id, offset: body.length + 1, text: 'x' }),
      ),
    ).toEqual({ offset: [NoteActionValidation.offsetOutOfRange] });
    expect(
      (await post('nurse', `${id}/insert`, { noteId: id, offset: 0, text: '   ' })).status,
    ).toBe(422);
  });
});

describe('the amendment window', () => {
  it('closes after amendable_until (409), and a supervisor extending it opens it again', async () => {
    const id = await world.signedNote(body);
    await closeWindow(id);
    const insert = () => post('nurse', `${id}/insert`, { noteId: id, offset: 0, text: 'Late: ' });
    expect((await insert()).status).toBe(409);
    expect((await post('nurse', `${id}/append`, { body: 'Too late?' })).status).toBe(409);

    expect((await post('nurse', `${id}/extend`, { hours: 2 })).status).toBe(403);
    expect((await post('owner', `${id}/extend`, { hours: 30 * 24 + 1 })).status).toBe(422);
    const extended = await bodyOf(await post('owner', `${id}/extend`, { hours: 2 }), noteResponse);
    const until = Date.parse(extended.data.amendableUntil ?? '');
    // From now, once the window has closed: about two hours ahead.
    expect(until - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
    expect((await insert()).status).toBe(200);
  });

  it('lengthens an open window from its end', async () => {
    const id = await world.signedNote(body);
    const before = Date.parse((await noteOf(id)).amendableUntil ?? '');
    const after = await bodyOf(await post('owner', `${id}/extend`, { hours: 24 }), noteResponse);
    expect(Date.parse(after.data.amendableUntil ?? '') - before).toBe(24 * 3600_000);
  });

  it('never opens a draft: drafts are changed by their author, not amended (409)', async () => {
    const draft = await createNote(
      world.db,
      { kind: 'patient', patientId: world.patientId },
      world.users.nurse.id,
      { signed: false },
    );
    expect(
      (await post('nurse', `${draft}/insert`, { noteId: draft, offset: 0, text: 'x' })).status,
    ).toBe(409);
    expect((await post('nurse', `${draft}/append`, { body: 'x' })).status).toBe(409);
  });
});

describe('appending a note', () => {
  it("inherits its parent's owner, kind and privacy, and is signed at once with its own window", async () => {
    const id = await world.signedNote(body);
    const response = await post('secondNurse', `${id}/append`, { body: 'Addendum: BP 120/80.' });
    expect(response.status).toBe(201);
    const addendum = (await bodyOf(response, noteResponse)).data.appendedNotes[0];
    expect(addendum).toMatchObject({
      kind: 'patient',
      patientId: world.patientId,
      hubId: null,
      parentId: id,
      privacy: NotePrivacy.anyone,
      author: { id: world.users.secondNurse.id },
    });
    expect(addendum?.signedAt).not.toBeNull();
    expect(Date.parse(addendum?.amendableUntil ?? '') - Date.parse(addendum?.signedAt ?? '')).toBe(
      72 * 3600_000,
    );
  });

  it('may be narrower than its parent, never wider (422), and only by those who write here (403)', async () => {
    const id = await createNote(
      world.db,
      { kind: 'patient', patientId: world.patientId },
      world.users.nurse.id,
      { privacy: NotePrivacy.careTeam },
    );
    const narrower = await post('nurse', `${id}/append`, {
      body: 'Only mine.',
      privacy: NotePrivacy.author,
    });
    expect(narrower.status).toBe(201);
    expect(
      await fieldErrorsOf(
        await post('nurse', `${id}/append`, { body: 'All.', privacy: NotePrivacy.anyone }),
      ),
    ).toEqual({
      privacy: [NoteActionValidation.privacyWider],
    });
    // At "anyone" a linked partner's staff read the note, but write no notes.
    const partnerId = await createPartner(world.db);
    await world.db.execute(
      sql`UPDATE patients SET partner_id = ${partnerId} WHERE id = ${world.patientId}`,
    );
    const partner = await createUser(world.db, { role: Role.partner, partnerId });
    const partnerClient = await signedInClient(world.server, partner.email, partner.password);
    const open = await createNote(
      world.db,
      { kind: 'patient', patientId: world.patientId },
      world.users.nurse.id,
      { privacy: NotePrivacy.anyone },
    );
    expect(
      (await partnerClient.json(`/api/notes/${open}/append`, 'POST', { body: 'x' })).status,
    ).toBe(403);
    expect((await post('outsider', `${open}/append`, { body: 'x' })).status).toBe(404);
  });

  it('of a hub note stays in its hub and cluster, written by a member', async () => {
    const agencyId = await createAgency(world.db);
    const hubId = await createHub(world.db, { agencyId });
    const clusterId = await createCluster(world.db, hubId);
    const runner = await createUser(world.db, { role: Role.agency, agencyIds: [agencyId] });
    const member = await createUser(world.db, { role: Role.caregiver });
    await createMembership(world.db, hubId, member.id);
    const id = await createNote(world.db, { kind: 'hub', hubId, clusterId }, runner.id, {
      privacy: NotePrivacy.anyone,
    });
    const client = await signedInClient(world.server, member.email, member.password);
    const response = await client.json(`/api/hub/notes/${id}/append`, 'POST', {
      body: 'House meeting moved.',
    });
    expect(response.status).toBe(201);
    expect((await bodyOf(response, noteResponse)).data.appendedNotes[0]).toMatchObject({
      kind: 'hub',
      hubId,
      clusterId,
      patientId: null,
      parentId: id,
    });
    // A hub note is not a patient note: the patient routes do not find it.
    expect((await client.json(`/api/notes/${id}/append`, 'POST', { body: 'x' })).status).not.toBe(
      201,
    );
  });
});

describe('privacy and holds', () => {
  it('changes privacy by the author or a supervisor, not another nurse (403)', async () => {
    const id = await world.signedNote(body);
    const put = (who: keyof NoteWorld['as'], privacy: NotePrivacy) =>
      world.as[who].json(`/api/notes/${id}/privacy`, 'PUT', { privacy });
    expect((await put('secondNurse', NotePrivacy.author)).status).toBe(403);
    expect((await put('nurse', NotePrivacy.agency)).status).toBe(200);
    const changed = await bodyOf(await put('owner', NotePrivacy.anyone), noteResponse);
    expect(changed.data.privacy).toBe(NotePrivacy.anyone);
  });

  it('are put and lifted by supervisors only; unholding a note not held is 409', async () => {
    const id = await world.signedNote(body);
    expect((await post('nurse', `${id}/hold`)).status).toBe(403);
    expect((await post('owner', `${id}/unhold`)).status).toBe(409);
    const held = await bodyOf(await post('owner', `${id}/hold`), noteResponse);
    expect(held.data.heldBy?.id).toBe(world.users.owner.id);
    expect(held.data.can).toMatchObject({ hold: false, unhold: true, amend: false });
    const released = await bodyOf(await post('owner', `${id}/unhold`), noteResponse);
    expect(released.data.heldAt).toBeNull();
  });

  it('are refused (403) to a role that reads no patient notes at all', async () => {
    const id = await world.signedNote(body);
    const family = await createUser(world.db, { role: Role.user });
    const client = await signedInClient(world.server, family.email, family.password);
    expect((await client.json(`/api/notes/${id}/hold`, 'POST')).status).toBe(403);
    expect((await client.json(`/api/notes/${id}/log`, 'POST', { action: 'view' })).status).toBe(
      403,
    );
  });

  it('of a hub note are put by those who run the hub, not by its members (403)', async () => {
    const agencyId = await createAgency(world.db);
    const hubId = await createHub(world.db, { agencyId });
    const runner = await createUser(world.db, { role: Role.agency, agencyIds: [agencyId] });
    const member = await createUser(world.db, { role: Role.caregiver });
    await createMembership(world.db, hubId, member.id);
    const id = await createNote(world.db, { kind: 'hub', hubId, clusterId: null }, member.id, {
      privacy: NotePrivacy.anyone,
    });
    const asMember = await signedInClient(world.server, member.email, member.password);
    const asRunner = await signedInClient(world.server, runner.email, runner.password);
    expect((await asMember.json(`/api/hub/notes/${id}/hold`, 'POST')).status).toBe(403);
    expect((await asRunner.json(`/api/hub/notes/${id}/hold`, 'POST')).status).toBe(200);
    const strike = { noteId: id, start: 0, end: 4, text: 'Slep' };
    expect((await asMember.json(`/api/hub/notes/${id}/strike`, 'POST', strike)).status).toBe(409);
  });

  it('answer 404 to one who does not read the note, and write nothing', async () => {
    const id = await world.signedNote(body);
    const rows = await actionLogSize(world.db);
    expect((await post('outsider', `${id}/hold`)).status).toBe(404);
    expect((await post('outsider', `${id}/log`, { action: 'view' })).status).toBe(404);
    expect(await actionLogSize(world.db)).toBe(rows);
  });
});
