import {
  itemResponse,
  NOTE_DOCUMENT_BYTES_MAX,
  NoteActionValidation,
  NotePrivacy,
  noteSchema,
  UploadValidation,
} from '@hearth/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createNote } from '../../../test/factories/notes.ts';
import { createNoteWorld, type NoteWorld } from '../../../test/factories/noteWorld.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../test/json.ts';
import { auditLog, noteActions, noteDocuments, notes } from '../../db/schema/index.ts';

const world = useTestServer({ world: createNoteWorld });

const noteResponse = itemResponse(noteSchema);
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('%%EOF'),
]);

type Who = keyof NoteWorld['as'];

function upload(who: Who, noteId: number, data: Uint8Array, fileName = 'chart.pdf') {
  const form = new FormData();
  form.append('file', new Blob([data]), fileName);
  return world.as[who].request(`/api/notes/${noteId}/documents`, { method: 'POST', body: form });
}

const download = (who: Who, noteId: number, documentId: number) =>
  world.as[who].request(`/api/notes/${noteId}/documents/${documentId}`);

async function attached(noteId: number, data: Uint8Array = pdf, fileName?: string) {
  const response = await upload('nurse', noteId, data, fileName);
  expect(response.status, await response.clone().text()).toBe(201);
  const note = (await bodyOf(response, noteResponse)).data;
  const document = note.documents.at(-1);
  if (document === undefined) {
    throw new Error('the upload was not listed');
  }
  return document;
}

describe('note documents', () => {
  it('are attached by a writer, listed with the note, and streamed back to its readers as sent', async () => {
    const id = await world.signedNote();
    const document = await attached(id, pdf, 'Blood work – März.pdf');
    expect(document).toMatchObject({
      fileName: 'Blood work – März.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      uploadedBy: { id: world.users.nurse.id },
    });
    const response = await download('secondNurse', id, document.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Blood work _ M_rz.pdf"; filename*=UTF-8''${encodeURIComponent('Blood work – März.pdf')}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    const reads = await world.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'note.documentRead'), eq(auditLog.subjectId, String(id))));
    expect(reads).toHaveLength(1);
  });

  it('go only to readers: 404 to one outside, and to one the note is hidden from', async () => {
    const hidden = await createNote(
      world.db,
      { kind: 'patient', patientId: world.patientId },
      world.users.nurse.id,
      { privacy: NotePrivacy.author },
    );
    const document = await attached(hidden);
    expect((await download('nurse', hidden, document.id)).status).toBe(200);
    expect((await download('secondNurse', hidden, document.id)).status).toBe(404);
    expect((await download('owner', hidden, document.id)).status).toBe(404);
    expect((await download('outsider', hidden, document.id)).status).toBe(404);
    // Nor under another note's id, which the reader does read.
    const open = await world.signedNote();
    expect((await download('secondNurse', open, document.id)).status).toBe(404);
  });

  it('refuse a file over 10 MB (413) and one of another type, whatever its name (422)', async () => {
    const id = await world.signedNote();
    const tooLarge = Buffer.concat([pdf, Buffer.alloc(NOTE_DOCUMENT_BYTES_MAX, 0x20)]);
    const large = await upload('nurse', id, tooLarge);
    expect(large.status).toBe(413);
    const program = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]);
    expect(await fieldErrorsOf(await upload('nurse', id, program, 'scan.pdf'))).toEqual({
      document: [NoteActionValidation.documentType],
    });
    const none = await world.as.nurse.request(`/api/notes/${id}/documents`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(none.status).toBe(422);
    const stored = await world.db
      .select({ id: noteDocuments.id })
      .from(noteDocuments)
      .where(eq(noteDocuments.noteId, id));
    expect(stored).toHaveLength(0);
  });

  it('refuse two files in one upload and an image declaring more pixels than can be decoded', async () => {
    const id = await world.signedNote();
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'first.pdf');
    form.append('file', new Blob([pdf]), 'second.pdf');
    const two = await world.as.nurse.request(`/api/notes/${id}/documents`, {
      method: 'POST',
      body: form,
    });
    expect(await fieldErrorsOf(two)).toEqual({ document: [UploadValidation.oneFile] });
    // A PNG header (signature and IHDR) declaring 100,000 × 100,000 pixels.
    const bomb = Buffer.alloc(33);
    Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR', 'latin1').copy(bomb);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect(await fieldErrorsOf(await upload('nurse', id, bomb, 'scan.png'))).toEqual({
      document: [UploadValidation.imageTooLarge],
    });
    const stored = await world.db
      .select({ id: noteDocuments.id })
      .from(noteDocuments)
      .where(eq(noteDocuments.noteId, id));
    expect(stored).toHaveLength(0);
  });

  it('take plain text and Word documents, known by their bytes', async () => {
    const id = await world.signedNote();
    expect((await attached(id, Buffer.from('BP 120/80\nPulse 72\n'), 'vitals')).contentType).toBe(
      'text/plain',
    );
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('....word/document.xml....'),
    ]);
    expect((await attached(id, docx, 'letter.docx')).contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('are attached to a draft by its author only, and to a signed note only inside its window', async () => {
    const draft = await createNote(
      world.db,
      { kind: 'patient', patientId: world.patientId },
      world.users.nurse.id,
      { signed: false },
    );
    await attached(draft);
    const id = await world.signedNote();
    expect((await upload('outsider', id, pdf)).status).toBe(404);
    await world.db
      .update(notes)
      .set({ amendableUntil: sql`now() - interval '1 minute'` })
      .where(eq(notes.id, id));
    expect((await upload('nurse', id, pdf)).status).toBe(409);
    await world.db
      .update(notes)
      .set({ heldAt: sql`now()`, heldBy: world.users.owner.id })
      .where(eq(notes.id, id));
    expect((await upload('nurse', id, pdf)).status).toBe(409);
  });

  it('are hidden, not deleted: 404 to everyone after, the row and the act kept', async () => {
    const id = await world.signedNote();
    const document = await attached(id);
    expect(
      (await world.as.secondNurse.json(`/api/notes/${id}/documents/${document.id}`, 'DELETE'))
        .status,
    ).toBe(403);
    const response = await world.as.nurse.json(
      `/api/notes/${id}/documents/${document.id}`,
      'DELETE',
    );
    expect(response.status).toBe(200);
    expect((await bodyOf(response, noteResponse)).data.documents).toEqual([]);
    for (const who of ['nurse', 'secondNurse', 'owner'] as const) {
      expect((await download(who, id, document.id)).status).toBe(404);
    }
    expect(
      (await world.as.owner.json(`/api/notes/${id}/documents/${document.id}`, 'DELETE')).status,
    ).toBe(404);
    const [row] = await world.db
      .select({ hiddenBy: noteDocuments.hiddenBy })
      .from(noteDocuments)
      .where(eq(noteDocuments.id, document.id));
    expect(row?.hiddenBy).toBe(world.users.nurse.id);
    const logged = await world.db
      .select({ details: noteActions.details })
      .from(noteActions)
      .where(and(eq(noteActions.noteId, id), eq(noteActions.action, 'deleteDocument')));
    expect(logged).toEqual([{ details: { documentId: document.id, fileName: 'chart.pdf' } }]);
  });
});
