import { randomUUID } from 'node:crypto';
import {
  itemResponse,
  NoteAction,
  type NoteLogActionInput,
  NotePrivacy,
  noteSchema,
} from '@hearth/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNote, noteTypeId } from '../../../test/factories/notes.ts';
import {
  actionLogSize,
  createNoteWorld,
  type NoteWorld,
} from '../../../test/factories/noteWorld.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf } from '../../../test/json.ts';
import { noteActions, noteDocuments, notes } from '../../db/schema/index.ts';

// Every action, table-driven over NoteAction so a new action must join the table: each writes
// exactly one row to the action log, whichever route it comes by; a held note refuses every one
// but viewing and releasing; and none, nor anything else, changes a signed note's words.

const world = useTestServer({ world: createNoteWorld });
let typeId: number;

const body = 'Visited at 9. Gave 5 mg of the morning dose. Slept well.';
/** Two ranges of the body, one struck by the route and one through the log. */
const dose = { start: body.indexOf('5 mg'), end: body.indexOf('5 mg') + 4, text: '5 mg' };
const sleep = { start: body.indexOf('Slept'), end: body.indexOf('Slept') + 5, text: 'Slept' };

beforeAll(async () => {
  typeId = await noteTypeId(world.db);
});

type Who = keyof NoteWorld['as'];
type Prepared = { id: number; documentId: number };
type Request = { method: string; path: string; payload?: unknown };

type ActionCase = {
  who: Who;
  /** The note the action succeeds on: a signed one by the nurse, unless the action wants more. */
  prepare?: () => Promise<number>;
  /** Its own route (view and draft fields: the notes' own read and update). */
  route: (note: Prepared) => Request;
  /** The same act as a `/log` entry. */
  entry: (note: Prepared) => NoteLogActionInput;
};

const draftFields = () => ({
  noteTypeId: typeId,
  title: 'Draft',
  body: 'Still typing',
  privacy: 1,
});

const cases: Record<NoteAction, ActionCase> = {
  view: {
    who: 'owner',
    route: ({ id }) => ({ method: 'GET', path: `${id}` }),
    entry: () => ({ action: 'view' }),
  },
  hold: {
    who: 'owner',
    route: ({ id }) => ({ method: 'POST', path: `${id}/hold` }),
    entry: () => ({ action: 'hold' }),
  },
  unhold: {
    who: 'owner',
    prepare: async () => {
      const id = await world.signedNote(body);
      await world.db
        .update(notes)
        .set({ heldAt: sql`now()`, heldBy: world.users.owner.id })
        .where(eq(notes.id, id));
      return id;
    },
    route: ({ id }) => ({ method: 'POST', path: `${id}/unhold` }),
    entry: () => ({ action: 'unhold' }),
  },
  extend: {
    who: 'owner',
    route: ({ id }) => ({ method: 'POST', path: `${id}/extend`, payload: { hours: 12 } }),
    entry: () => ({ action: 'extend', hours: 12 }),
  },
  updatePrivacy: {
    who: 'nurse',
    route: ({ id }) => ({ method: 'PUT', path: `${id}/privacy`, payload: { privacy: 4 } }),
    entry: () => ({ action: 'updatePrivacy', privacy: NotePrivacy.agency }),
  },
  updateNoteFields: {
    // A draft of the agency's owner, so that the same person may also hold it.
    who: 'owner',
    prepare: () =>
      createNote(world.db, { kind: 'patient', patientId: world.patientId }, world.users.owner.id, {
        signed: false,
      }),
    route: ({ id }) => ({ method: 'PUT', path: `${id}`, payload: draftFields() }),
    entry: () => ({ action: 'updateNoteFields', ...draftFields() }),
  },
  deleteDocument: {
    who: 'owner',
    route: ({ id, documentId }) => ({ method: 'DELETE', path: `${id}/documents/${documentId}` }),
    entry: ({ documentId }) => ({ action: 'deleteDocument', documentId }),
  },
  appendNote: {
    who: 'secondNurse',
    route: ({ id }) => ({ method: 'POST', path: `${id}/append`, payload: { body: 'Addendum.' } }),
    entry: () => ({ action: 'appendNote', body: 'Addendum.' }),
  },
  insertText: {
    who: 'secondNurse',
    route: ({ id }) => ({
      method: 'POST',
      path: `${id}/insert`,
      payload: { noteId: id, offset: 0, text: 'Late entry: ' },
    }),
    entry: ({ id }) => ({ action: 'insertText', noteId: id, offset: 0, text: 'Late entry: ' }),
  },
  strikeText: {
    who: 'secondNurse',
    route: ({ id }) => ({
      method: 'POST',
      path: `${id}/strike`,
      payload: { noteId: id, ...dose },
    }),
    entry: ({ id }) => ({ action: 'strikeText', noteId: id, ...sleep }),
  },
};

/** A note ready for the action, with a document of its own (for hiding). */
async function prepare(action: NoteAction): Promise<Prepared> {
  const id = await (cases[action].prepare?.() ?? world.signedNote(body));
  const [document] = await world.db
    .insert(noteDocuments)
    .values({
      noteId: id,
      fileName: 'chart.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: randomUUID(),
      uploadedBy: world.users.nurse.id,
    })
    .returning({ id: noteDocuments.id });
  return { id, documentId: document?.id ?? 0 };
}

function send(who: Who, { method, path, payload }: Request) {
  return world.as[who].json(`/api/notes/${path}`, method, payload);
}

const viaLog = (action: NoteAction, note: Prepared, who = cases[action].who) =>
  send(who, {
    method: 'POST',
    path: `${note.id}/log`,
    payload: cases[action].entry(note),
  });

const actions = NoteAction.codes;

describe('every action writes exactly one row to the action log', () => {
  it.each(actions)('%s, by its own route', async (action) => {
    const note = await prepare(action);
    const before = await actionLogSize(world.db);
    const response = await send(cases[action].who, cases[action].route(note));
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    expect(await actionLogSize(world.db)).toBe(before + 1);
    const [row] = await world.db
      .select({ action: noteActions.action, kind: noteActions.kind, actorId: noteActions.actorId })
      .from(noteActions)
      .orderBy(desc(noteActions.id))
      .limit(1);
    expect(row).toEqual({ action, kind: 'patient', actorId: world.users[cases[action].who].id });
  });

  it.each(actions)('%s, through the /log entry', async (action) => {
    const note = await prepare(action);
    const before = await actionLogSize(world.db);
    const response = await viaLog(action, note);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await actionLogSize(world.db)).toBe(before + 1);
  });
});

describe('a held note', () => {
  /** Held by the agency's owner, who supervises the patient's notes. */
  async function held(action: NoteAction) {
    const note = await prepare(action);
    await world.db
      .update(notes)
      .set({ heldAt: sql`now()`, heldBy: world.users.owner.id })
      .where(eq(notes.id, note.id));
    return note;
  }

  const refused = actions.filter((action) => action !== 'view' && action !== 'unhold');

  it.each(refused)('refuses %s by either route (409), and logs nothing', async (action) => {
    const note = await held(action);
    const before = await actionLogSize(world.db);
    expect((await send(cases[action].who, cases[action].route(note))).status).toBe(409);
    expect((await viaLog(action, note)).status).toBe(409);
    expect(await actionLogSize(world.db)).toBe(before);
  });

  it('is still read (each view logged) and released', async () => {
    const note = await held('view');
    expect((await viaLog('view', note)).status).toBe(200);
    expect((await send('owner', cases.view.route(note))).status).toBe(200);
    expect((await viaLog('unhold', note)).status).toBe(200);
    expect((await viaLog('insertText', note)).status).toBe(200);
  });

  it('holds its addenda too', async () => {
    const note = await prepare('appendNote');
    const appended = await send('secondNurse', cases.appendNote.route(note));
    const { data } = await bodyOf(appended, itemResponse(noteSchema));
    const addendumId = data.appendedNotes[0]?.id ?? 0;
    expect((await send('owner', { method: 'POST', path: `${note.id}/hold` })).status).toBe(200);
    const insert = { noteId: addendumId, offset: 0, text: 'Later: ' };
    expect(
      (await send('secondNurse', { method: 'POST', path: `${note.id}/insert`, payload: insert }))
        .status,
    ).toBe(409);
    expect(
      (await send('secondNurse', { method: 'POST', path: `${addendumId}/insert`, payload: insert }))
        .status,
    ).toBe(409);
  });
});

describe("a signed note's words", () => {
  it('never change, by any route, any action or the database itself', async () => {
    const note = await prepare('strikeText');
    const { id } = note;
    // Every action by its route and through the log; the words change by none of them. The
    // author changing a signed note's fields is refused; its one document is hidden only once.
    const expected: Record<NoteAction, [number, number]> = {
      view: [200, 200],
      updatePrivacy: [200, 200],
      extend: [200, 200],
      appendNote: [201, 200],
      insertText: [200, 200],
      strikeText: [200, 200],
      deleteDocument: [200, 404],
      hold: [200, 409],
      unhold: [200, 409],
      updateNoteFields: [409, 409],
    };
    // Privacy last: narrowed to agency staff, the note leaves the care team's nurses.
    const order = Object.keys(expected).filter((action) => action !== 'updatePrivacy');
    for (const action of [...(order as NoteAction[]), NoteAction.updatePrivacy]) {
      const who = action === 'updateNoteFields' ? 'nurse' : cases[action].who;
      const byRoute = await send(who, cases[action].route(note));
      const byLog = await viaLog(action, note, who);
      expect([action, byRoute.status, byLog.status]).toEqual([action, ...expected[action]]);
    }
    // The author's own draft update and a new signature are refused too.
    expect(
      (await send('nurse', { method: 'PUT', path: `${id}`, payload: draftFields() })).status,
    ).toBe(409);
    expect((await send('nurse', { method: 'POST', path: `${id}/sign` })).status).toBe(409);
    await expect(
      world.db.update(notes).set({ body: 'Gave 50 mg.' }).where(eq(notes.id, id)),
    ).rejects.toThrow();

    const [stored] = await world.db
      .select({ body: notes.body })
      .from(notes)
      .where(eq(notes.id, id));
    expect(stored?.body).toBe(body);
    const response = await send('owner', { method: 'GET', path: `${id}` });
    const shown = await bodyOf(response, itemResponse(noteSchema));
    expect(shown.data.body).toBe(body);
    expect(shown.data.textChanges).toHaveLength(4);
  });
});
