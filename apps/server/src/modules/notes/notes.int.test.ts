import {
  itemResponse,
  listResponse,
  NoteAction,
  NotePrivacy,
  NoteType,
  noteAuthorSchema,
  noteListLogEntrySchema,
  noteSchema,
  noteTemplateSchema,
  noteTypeSchema,
  noteViewLogEntrySchema,
  Role,
} from '@hearth/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import {
  createAgency,
  createPartner,
  createUser,
  type TestUser,
} from '../../../test/factories/identity.ts';
import { appendToNote, createNote, noteTypeId } from '../../../test/factories/notes.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import {
  createCluster,
  createHub,
  createMembership,
} from '../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf } from '../../../test/json.ts';
import { expectBody, expectFieldErrors } from '../../../test/responses.ts';
import { auditLog, noteActions, noteListLog, notes, noteTemplates } from '../../db/schema/index.ts';

// Drafts, signing, filters, paging and the two logs; the privacy matrix has its own file, and the
// actions on signed notes (append, insert, strike, hold…) theirs.

const noteResponse = itemResponse(noteSchema);
const notesResponse = listResponse(noteSchema);
const typesResponse = z.object({ data: z.array(noteTypeSchema) });
const templatesResponse = z.object({ data: z.array(noteTemplateSchema) });
const authorsResponse = z.object({ data: z.array(noteAuthorSchema) });

const { database, server } = useTestServer();
let agencyId: number;
let patientId: number;
let hubId: number;
let clusterId: number;
let otherClusterId: number;
let nurse: TestUser;
let people: Record<
  | 'nurse'
  | 'colleague'
  | 'owner'
  | 'agent'
  | 'outsider'
  | 'partner'
  | 'admin'
  | 'member'
  | 'stranger',
  BrowserClient
>;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const otherAgencyId = await createAgency(database.db);
  const partnerId = await createPartner(database.db);
  nurse = await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] });
  const users = {
    nurse,
    colleague: await createUser(database.db, { role: Role.caregiver, agencyIds: [agencyId] }),
    owner: await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] }),
    agent: await createUser(database.db, { role: Role.agencyAgent, agencyIds: [agencyId] }),
    outsider: await createUser(database.db, { role: Role.agency, agencyIds: [otherAgencyId] }),
    partner: await createUser(database.db, { role: Role.partner, partnerId }),
    admin: await createUser(database.db, { role: Role.admin }),
    member: await createUser(database.db, { role: Role.user }),
    stranger: await createUser(database.db, { role: Role.user }),
  };
  patientId = await createPatient(database.db, agencyId, {
    partnerId,
    careTeamUserIds: [users.nurse.id, users.colleague.id],
  });
  hubId = await createHub(database.db, { agencyId });
  clusterId = await createCluster(database.db, hubId);
  otherClusterId = await createCluster(database.db, await createHub(database.db, { agencyId }));
  await createMembership(database.db, hubId, users.member.id);
  const entries = await Promise.all(
    Object.entries(users).map(
      async ([name, user]) =>
        [name, await signedInClient(server, user.email, user.password)] as const,
    ),
  );
  people = Object.fromEntries(entries) as typeof people;
});

async function templateId(kind: 'patient' | 'hub', name: string) {
  const path = kind === 'patient' ? '/api/note-templates' : '/api/hub/note-templates';
  const body = await bodyOf(await people.nurse.request(path), templatesResponse);
  const template = body.data.find((entry) => entry.name === name);
  if (template === undefined) {
    throw new Error(`no template ${name}`);
  }
  return template;
}

async function actionsOf(noteId: number, action: NoteAction) {
  return database.db
    .select()
    .from(noteActions)
    .where(and(eq(noteActions.noteId, noteId), eq(noteActions.action, action)));
}

describe('signed out and expired sessions', () => {
  it('answers 401 to a visitor', async () => {
    const visitor = new BrowserClient(server);
    for (const path of [
      `/api/notes/${patientId}/0`,
      '/api/notes/1',
      '/api/note-types',
      '/api/hub/note-templates',
      `/api/hub/notes/${hubId}/authors/list`,
    ]) {
      expect((await visitor.request(path)).status, path).toBe(401);
    }
  });

  it('answers 419 once the session has ended', async () => {
    const user = await createUser(database.db, { role: Role.agency, agencyIds: [] });
    const client = await signedInClient(server, user.email, user.password);
    await database.db.execute(
      sql`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    expect((await client.request(`/api/notes/${patientId}/0`)).status).toBe(419);
  });
});

describe('note types and templates', () => {
  it('lists the ten built-in types for patients, and those that fit a hub for hubs', async () => {
    const patientTypes = await bodyOf(await people.nurse.request('/api/note-types'), typesResponse);
    expect(patientTypes.data.map((type) => type.code)).toStrictEqual([...NoteType.codes]);
    const hubTypes = await bodyOf(
      await people.member.request('/api/hub/note-types'),
      typesResponse,
    );
    expect(hubTypes.data.map((type) => type.code)).toContain(NoteType.administrative);
    expect(hubTypes.data.map((type) => type.code)).not.toContain(NoteType.medications);
  });

  it('offers templates by kind, optionally of one type, with their headings', async () => {
    const soap = await templateId('patient', 'SOAP progress note');
    expect(soap.body).toContain('Subjective:');
    const meeting = await templateId('hub', 'House meeting');
    expect(meeting.kind).toBe('hub');
    const medications = await noteTypeId(database.db, NoteType.medications);
    const filtered = await bodyOf(
      await people.nurse.request(`/api/note-templates?noteTypeId=${medications}`),
      templatesResponse,
    );
    expect(filtered.data.map((template) => template.name)).toStrictEqual([
      'Medication administration',
    ]);
  });

  it("gives the built-in templates in the asked language, an agency's own as written", async () => {
    await database.db.insert(noteTemplates).values({
      kind: 'patient',
      noteTypeId: await noteTypeId(database.db, NoteType.other),
      name: 'Visita de acogida',
      body: 'Notas:\n',
      agencyId,
    });
    const spanish = await bodyOf(
      await people.nurse.request('/api/note-templates', {
        headers: { 'accept-language': 'es-ES' },
      }),
      templatesResponse,
    );
    const soap = spanish.data.find((template) => template.name === 'Nota de evolución SOAP');
    expect(soap).toMatchObject({ title: 'Nota de evolución' });
    expect(soap?.body).toContain('Subjetivo:');
    expect(spanish.data.map((template) => template.name)).not.toContain('SOAP progress note');
    const canadian = await bodyOf(
      await people.nurse.request('/api/note-templates', {
        headers: { 'accept-language': 'en-CA' },
      }),
      templatesResponse,
    );
    expect(canadian.data.map((template) => template.name)).toContain('SOAP progress note');
    for (const answer of [spanish, canadian]) {
      expect(answer.data).toContainEqual(
        expect.objectContaining({ name: 'Visita de acogida', title: null, body: 'Notas:\n' }),
      );
    }
  });
});

describe('a draft, from template to signature', () => {
  it('is written by the care team, changed and signed by its author only, then frozen', async () => {
    const template = await templateId('patient', 'SOAP progress note');
    const created = await bodyOf(
      await people.nurse.json('/api/notes', 'POST', {
        patientId,
        noteTypeId: template.noteTypeId,
        templateId: template.id,
        title: template.title,
        body: template.body,
        privacy: NotePrivacy.anyone,
      }),
      noteResponse,
    );
    const id = created.data.id;
    expect(created.data).toMatchObject({
      signedAt: null,
      amendableUntil: null,
      templateId: template.id,
    });
    expect(created.data.can).toMatchObject({ edit: true, sign: true, amend: false });

    // Nobody else sees a draft, whatever its privacy: not in lists, not by id.
    expect((await people.owner.request(`/api/notes/${id}`)).status).toBe(404);
    const ownerDrafts = await bodyOf(
      await people.owner.request(`/api/notes/${patientId}/1`),
      notesResponse,
    );
    expect(ownerDrafts.data.map((note) => note.id)).not.toContain(id);
    expect(
      (await people.owner.json(`/api/notes/${id}`, 'PUT', { noteTypeId: template.noteTypeId }))
        .status,
    ).toBe(404);
    const myDrafts = await bodyOf(
      await people.nurse.request(`/api/notes/${patientId}/true`),
      notesResponse,
    );
    expect(myDrafts.data.map((note) => note.id)).toContain(id);

    const body = `${template.body.replace('Subjective:', 'Subjective: slept well.')}`;
    const updated = await bodyOf(
      await people.nurse.json(`/api/notes/${id}`, 'PUT', {
        noteTypeId: template.noteTypeId,
        templateId: template.id,
        title: 'Morning visit',
        body,
        privacy: NotePrivacy.anyone,
      }),
      noteResponse,
    );
    expect(updated.data).toMatchObject({ title: 'Morning visit', body });
    expect(await actionsOf(id, NoteAction.updateNoteFields)).toHaveLength(1);

    const signed = await bodyOf(
      await people.nurse.json(`/api/notes/${id}/sign`, 'POST'),
      noteResponse,
    );
    const signedAt = Date.parse(signed.data.signedAt ?? '');
    expect(Date.parse(signed.data.amendableUntil ?? '') - signedAt).toBe(72 * 3600 * 1000);
    expect(signed.data.can).toMatchObject({ edit: false, sign: false, amend: true });
    const signRows = await actionsOf(id, NoteAction.updateNoteFields);
    expect(signRows).toHaveLength(2);
    expect(signRows.map((row) => row.details)).toContainEqual({ signed: true });

    // Signed: the text refuses every change, by the API and by SQL.
    const change = { noteTypeId: template.noteTypeId, body: 'Rewritten' };
    expect((await people.nurse.json(`/api/notes/${id}`, 'PUT', change)).status).toBe(409);
    expect((await people.nurse.json(`/api/notes/${id}/sign`, 'POST')).status).toBe(409);
    expect((await people.owner.json(`/api/notes/${id}`, 'PUT', change)).status).toBe(403);
    await expect(
      database.db.update(notes).set({ body: 'Rewritten' }).where(eq(notes.id, id)),
    ).rejects.toThrow();
    const [stored] = await database.db
      .select({ body: notes.body })
      .from(notes)
      .where(eq(notes.id, id));
    expect(stored?.body).toBe(body);
    expect(await actionsOf(id, NoteAction.updateNoteFields)).toHaveLength(2);

    // Now the team reads it.
    expect((await people.owner.request(`/api/notes/${id}`)).status).toBe(200);
  });

  it('is refused to those who only read, and out of scope is absent', async () => {
    const type = await noteTypeId(database.db);
    const input = { patientId, noteTypeId: type, body: 'Text' };
    expect((await people.partner.json('/api/notes', 'POST', input)).status).toBe(403);
    expect((await people.admin.json('/api/notes', 'POST', input)).status).toBe(403);
    expect((await people.outsider.json('/api/notes', 'POST', input)).status).toBe(404);
    expect((await people.agent.json('/api/notes', 'POST', input)).status).toBe(201);
  });

  it('answers 422 to a bad type, a template of another kind, or a missing field', async () => {
    const meeting = await templateId('hub', 'House meeting');
    const type = await noteTypeId(database.db);
    expect(
      await expectFieldErrors(
        await people.nurse.json('/api/notes', 'POST', { patientId, noteTypeId: 999_999 }),
      ),
    ).toHaveProperty('noteTypeId');
    expect(
      await expectFieldErrors(
        await people.nurse.json('/api/notes', 'POST', {
          patientId,
          noteTypeId: type,
          templateId: meeting.id,
        }),
      ),
    ).toHaveProperty('templateId');
    expect(
      await expectFieldErrors(await people.nurse.json('/api/notes', 'POST', { patientId })),
    ).toHaveProperty('noteTypeId');
    expect(
      await expectFieldErrors(
        await people.nurse.json('/api/notes', 'POST', { patientId, noteTypeId: type, privacy: 9 }),
      ),
    ).toHaveProperty('privacy');
    expect((await people.nurse.request(`/api/notes/${patientId}/maybe`)).status).toBe(422);
  });
});

describe('hub and cluster drafts', () => {
  it('are written by members and the hub, with a cluster of that hub only', async () => {
    const type = await noteTypeId(database.db, NoteType.administrative);
    const created = await expectBody<{ data: { id: number; clusterId: number | null } }>(
      await people.member.json('/api/hub/notes', 'POST', {
        hubId,
        clusterId,
        noteTypeId: type,
        body: 'Met',
      }),
      201,
    );
    expect(created.data.clusterId).toBe(clusterId);
    expect(
      await expectFieldErrors(
        await people.member.json('/api/hub/notes', 'POST', {
          hubId,
          clusterId: otherClusterId,
          noteTypeId: type,
        }),
      ),
    ).toHaveProperty('clusterId');
    expect(
      (await people.stranger.json('/api/hub/notes', 'POST', { hubId, noteTypeId: type })).status,
    ).toBe(404);
    expect(
      (await people.admin.json('/api/hub/notes', 'POST', { hubId, noteTypeId: type })).status,
    ).toBe(403);
    const signed = await bodyOf(
      await people.member.json(`/api/hub/notes/${created.data.id}/sign`, 'POST'),
      noteResponse,
    );
    expect(signed.data.signedAt).not.toBeNull();
    // A hub note is not a patient note.
    expect((await people.member.request(`/api/notes/${created.data.id}`)).status).toBe(403);
    expect((await people.owner.request(`/api/notes/${created.data.id}`)).status).toBe(404);
  });
});

describe('lists: filters, paging and appended notes', () => {
  let ids: { soapOld: number; medsMid: number; colleagueNew: number; appended: number };
  let listPatientId: number;
  let listOwner: BrowserClient;

  beforeAll(async () => {
    const agencyId = await createAgency(database.db);
    const author = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
    listPatientId = await createPatient(database.db, agencyId, {});
    const owner = { kind: 'patient' as const, patientId: listPatientId };
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
    ids = {
      soapOld: await createNote(database.db, owner, author.id, {
        createdAt: day('2026-01-10'),
        body: 'Wound dressing changed',
      }),
      medsMid: await createNote(database.db, owner, author.id, {
        type: NoteType.medications,
        createdAt: day('2026-02-10'),
        body: 'Insulin given at breakfast',
      }),
      colleagueNew: await createNote(database.db, owner, nurse.id, {
        createdAt: day('2026-03-10'),
        body: 'Walked to the garden',
      }),
      appended: 0,
    };
    ids.appended = await appendToNote(database.db, ids.soapOld, nurse.id, 'Dressing looked clean');
    listOwner = await signedInClient(server, author.email, author.password);
  });

  const list = async (query: string) =>
    bodyOf(await listOwner.request(`/api/notes/${listPatientId}/0${query}`), notesResponse);
  const idsOf = (body: z.infer<typeof notesResponse>) => body.data.map((note) => note.id);

  it('lists newest first, with appended notes inside their parent', async () => {
    const body = await list('');
    expect(idsOf(body)).toStrictEqual([ids.colleagueNew, ids.medsMid, ids.soapOld]);
    expect(body.meta.total).toBe(3);
    const parent = body.data.find((note) => note.id === ids.soapOld);
    expect(parent?.appendedNotes.map((note) => note.id)).toStrictEqual([ids.appended]);
  });

  it('filters by type, author, dates and text, and pages', async () => {
    const medications = await noteTypeId(database.db, NoteType.medications);
    expect(idsOf(await list(`?type=${medications}`))).toStrictEqual([ids.medsMid]);
    expect(idsOf(await list(`?author=${nurse.id}`))).toStrictEqual([ids.colleagueNew]);
    expect(idsOf(await list('?from=2026-02-10&to=2026-02-10'))).toStrictEqual([ids.medsMid]);
    expect(idsOf(await list('?from=2026-02-11'))).toStrictEqual([ids.colleagueNew]);
    expect(idsOf(await list('?to=2026-01-31'))).toStrictEqual([ids.soapOld]);
    expect(idsOf(await list('?q=insulin'))).toStrictEqual([ids.medsMid]);
    expect(idsOf(await list('?q='))).toHaveLength(3);
    const second = await list('?perPage=2&page=2');
    expect(idsOf(second)).toStrictEqual([ids.soapOld]);
    expect(second.meta).toStrictEqual({ page: 2, perPage: 2, total: 3 });
    expect(
      (await listOwner.request(`/api/notes/${listPatientId}/0?from=2026-03-01&to=2026-02-01`))
        .status,
    ).toBe(422);
  });

  it('writes one list-log row per list, with the ids it returned and the filters', async () => {
    const before = await database.db.select().from(noteListLog);
    await list('?q=garden');
    const after = await database.db.select().from(noteListLog);
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((entry) => !before.some((old) => old.id === entry.id));
    expect(row).toMatchObject({
      noteIds: [ids.colleagueNew],
      isDraft: false,
      patientId: listPatientId,
    });
    expect(row?.query).toMatchObject({ q: 'garden', page: 1 });
  });

  it('audits a read of the authors list, naming the authors it showed', async () => {
    const response = await listOwner.request(`/api/notes/${listPatientId}/authors/list`);
    const shown = (await bodyOf(response, authorsResponse)).data.map((author) => author.id);
    expect(shown).toHaveLength(2);
    const entries = await database.db
      .select({ subjectType: auditLog.subjectType, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'note.authors_listed'),
          eq(auditLog.subjectId, String(listPatientId)),
        ),
      );
    expect(entries).toStrictEqual([{ subjectType: 'patient', details: { authorIds: shown } }]);
  });
});

describe('appended notes keep their own privacy', () => {
  it('hides a narrower addendum inside a parent the reader reads, in lists and single reads', async () => {
    const parentId = await createNote(database.db, { kind: 'patient', patientId }, nurse.id, {
      privacy: NotePrivacy.anyone,
      body: 'Parent for everyone',
    });
    const agencyOnly = await appendToNote(
      database.db,
      parentId,
      nurse.id,
      'For agency staff only',
      NotePrivacy.agency,
    );
    const appendedIds = async (client: BrowserClient) => {
      const body = await bodyOf(await client.request(`/api/notes/${parentId}`), noteResponse);
      return body.data.appendedNotes.map((note) => note.id);
    };
    expect(await appendedIds(people.owner)).toStrictEqual([agencyOnly]);
    expect(await appendedIds(people.colleague)).toStrictEqual([]);
    const listed = await bodyOf(
      await people.colleague.request(`/api/notes/${patientId}/0?q=parent`),
      notesResponse,
    );
    expect(listed.data.find((note) => note.id === parentId)?.appendedNotes).toStrictEqual([]);
    expect((await people.colleague.request(`/api/notes/${agencyOnly}`)).status).toBe(404);
    expect((await people.owner.request(`/api/notes/${agencyOnly}`)).status).toBe(200);
  });
});

describe('list and view logs', () => {
  let noteId: number;

  beforeAll(async () => {
    noteId = await createNote(database.db, { kind: 'patient', patientId }, nurse.id, {
      privacy: NotePrivacy.anyone,
      body: 'Visited by the family',
    });
  });

  const logOf = (client: BrowserClient, which: 'list' | 'view', query = '') =>
    client.request(`/api/notes/${noteId}/${which}/log${query}`);

  it('records who opened the note, one view row per read', async () => {
    await expectBody(await people.agent.request(`/api/notes/${noteId}`), 200);
    await expectBody(await people.partner.request(`/api/notes/${noteId}`), 200);
    expect(await actionsOf(noteId, NoteAction.view)).toHaveLength(2);
    const log = await bodyOf(
      await logOf(people.nurse, 'view'),
      listResponse(noteViewLogEntrySchema),
    );
    expect(log.meta.total).toBe(2);
    expect(new Set(log.data.map((entry) => entry.actor.id)).size).toBe(2);
  });

  it('records who listed the note, with the filters', async () => {
    await expectBody(await people.agent.request(`/api/notes/${patientId}/0?q=family`), 200);
    const log = await bodyOf(
      await logOf(people.owner, 'list'),
      listResponse(noteListLogEntrySchema),
    );
    expect(log.data[0]).toMatchObject({
      isDraft: false,
      query: expect.objectContaining({ q: 'family' }),
    });
    const today = new Date().toISOString().slice(0, 10);
    const empty = await bodyOf(
      await logOf(people.owner, 'list', '?to=2000-01-01'),
      listResponse(noteListLogEntrySchema),
    );
    expect(empty.meta.total).toBe(0);
    const dated = await bodyOf(
      await logOf(people.owner, 'list', `?from=${today}`),
      listResponse(noteListLogEntrySchema),
    );
    expect(dated.meta.total).toBe(log.meta.total);
  });

  it('is for the author and supervisors: other readers 403, non-readers 404', async () => {
    for (const reader of [people.nurse, people.owner, people.admin]) {
      expect((await logOf(reader, 'view')).status).toBe(200);
    }
    expect((await logOf(people.agent, 'view')).status).toBe(403);
    expect((await logOf(people.colleague, 'list')).status).toBe(403);
    expect((await logOf(people.partner, 'list')).status).toBe(403);
    expect((await logOf(people.outsider, 'view')).status).toBe(404);
  });
});
