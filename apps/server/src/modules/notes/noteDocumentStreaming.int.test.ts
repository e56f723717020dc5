import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  itemResponse,
  NOTE_DOCUMENT_BYTES_MAX,
  NoteActionValidation,
  noteSchema,
  UploadValidation,
} from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createNoteWorld } from '../../../test/factories/noteWorld.ts';
import { useTestServer } from '../../../test/harness.ts';
import { fieldErrorsOf } from '../../../test/json.ts';
import { multipartInParts } from '../../../test/rawRequest.ts';
import { storedFileKeys } from '../../../test/storedFiles.ts';
import { noteDocuments, notes, storedFileChunks } from '../../db/schema/index.ts';
import { ORPHAN_GRACE_MS } from '../../platform/files/fileStore.ts';
import { createPostgresFileStore, SLICE_BYTES } from '../../platform/files/postgresFileStore.ts';
import { scheduledJobs, withoutPaymentKeys } from '../../scheduledJobs.ts';

// A note document is taken into the file store as its bytes arrive, a slice at a time, while the
// request is still open; it becomes a file with its row, and a refused, cut-off or abandoned
// upload leaves no slice behind.

const world = useTestServer({ world: createNoteWorld });
const noteResponse = itemResponse(noteSchema);

/** A PDF (by its first bytes) of `size` bytes, not compressible, so every slice is its size. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

const chunkRows = () => world.db.$count(storedFileChunks);

const documentsOf = (noteId: number) =>
  world.db
    .select({ id: noteDocuments.id })
    .from(noteDocuments)
    .where(eq(noteDocuments.noteId, noteId));

function upload(noteId: number, data: Uint8Array, fileName = 'chart.pdf') {
  const form = new FormData();
  form.append('file', new Blob([data]), fileName);
  return world.as.nurse.request(`/api/notes/${noteId}/documents`, { method: 'POST', body: form });
}

/** An upload over a socket of its own: the head and `firstBytes` of the file now, the rest later. */
const uploadInTwoParts = (noteId: number, data: Buffer, firstBytes: number) =>
  multipartInParts(
    `${world.server.url}/api/notes/${noteId}/documents`,
    world.as.nurse,
    { field: 'file', fileName: 'scan.pdf', contentType: 'application/pdf', data },
    firstBytes,
  );

describe('a note document on its way in', () => {
  it('is stored a slice at a time while the request is still open, then committed with its row', async () => {
    const id = await world.signedNote();
    const data = pdfOf(4 * 1024 * 1024);
    const sending = await uploadInTwoParts(id, data, 3 * 1024 * 1024);
    // Slices are in the database before the body has ended: the upload is not held in memory.
    await expect.poll(chunkRows).toBeGreaterThanOrEqual(2);
    expect(await documentsOf(id)).toEqual([]);

    const answer = await sending.rest();
    expect(answer.status, answer.body).toBe(201);
    const document = noteResponse.parse(JSON.parse(answer.body)).data.documents.at(-1);
    expect(document).toMatchObject({ contentType: 'application/pdf', sizeBytes: data.length });
    expect(await chunkRows()).toBe(0);
    const served = await world.as.secondNurse.request(
      `/api/notes/${id}/documents/${document?.id ?? 0}`,
    );
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
  });

  it('leaves nothing when the client goes away in the middle of the body', async () => {
    const id = await world.signedNote();
    const before = await storedFileKeys(world.db);
    const sending = await uploadInTwoParts(id, pdfOf(4 * 1024 * 1024), 3 * 1024 * 1024);
    await expect.poll(chunkRows).toBeGreaterThanOrEqual(2);
    sending.abandon();

    await expect.poll(chunkRows).toBe(0);
    expect(await storedFileKeys(world.db)).toEqual(before);
    expect(await documentsOf(id)).toEqual([]);
  });

  it('leaves nothing when its type, judged once it has all passed, is refused', async () => {
    const id = await world.signedNote();
    const before = await storedFileKeys(world.db);
    // A ZIP that is no Word document, and text with a NUL near its end: each spans slices.
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      randomBytes(3 * SLICE_BYTES),
    ]);
    const text = Buffer.concat([
      Buffer.alloc(3 * SLICE_BYTES, 'BP 120/80\n'),
      Buffer.from([0, 0x0a]),
    ]);
    for (const [data, fileName] of [
      [zip, 'notes.docx'],
      [text, 'vitals.txt'],
    ] as const) {
      expect(await fieldErrorsOf(await upload(id, data, fileName))).toEqual({
        document: [NoteActionValidation.documentType],
      });
    }
    expect(await chunkRows()).toBe(0);
    expect(await storedFileKeys(world.db)).toEqual(before);
    expect(await documentsOf(id)).toEqual([]);
  });

  it('leaves nothing when it is over the limit, or a second file follows it', async () => {
    const id = await world.signedNote();
    const before = await storedFileKeys(world.db);
    const tooLarge = await upload(id, pdfOf(NOTE_DOCUMENT_BYTES_MAX + 1));
    expect(tooLarge.status).toBe(413);
    expect(await chunkRows()).toBe(0);

    const form = new FormData();
    form.append('file', new Blob([pdfOf(2 * SLICE_BYTES)]), 'first.pdf');
    form.append('file', new Blob([pdfOf(100)]), 'second.pdf');
    const two = await world.as.nurse.request(`/api/notes/${id}/documents`, {
      method: 'POST',
      body: form,
    });
    expect(await fieldErrorsOf(two)).toEqual({ document: [UploadValidation.oneFile] });
    expect(await chunkRows()).toBe(0);
    expect(await storedFileKeys(world.db)).toEqual(before);
    expect(await documentsOf(id)).toEqual([]);
  });

  it('leaves nothing when the note is put on hold while the document is on its way', async () => {
    const id = await world.signedNote();
    const before = await storedFileKeys(world.db);
    const sending = await uploadInTwoParts(id, pdfOf(2 * 1024 * 1024), 1024 * 1024);
    await expect.poll(chunkRows).toBeGreaterThanOrEqual(1);
    // Found under the lock, in the transaction that would have committed the staged bytes.
    await world.db
      .update(notes)
      .set({ heldAt: new Date(), heldBy: world.users.owner.id })
      .where(eq(notes.id, id));

    const answer = await sending.rest();
    expect(answer.status, answer.body).toBe(409);
    expect(await chunkRows()).toBe(0);
    expect(await storedFileKeys(world.db)).toEqual(before);
    expect(await documentsOf(id)).toEqual([]);
  });
});

describe('the sweep of staged uploads', () => {
  it('is scheduled with the PostgreSQL store', () => {
    const names = scheduledJobs(withoutPaymentKeys(createPostgresFileStore(world.db))).map(
      (job) => job.name,
    );
    expect(names).toContain('files-orphan-sweep');
  });

  it('removes the slices of an upload a stopped node left, once past the grace period, and spares a fresh one', async () => {
    const files = createPostgresFileStore(world.db);
    const stale = await files.stage(Readable.from([randomBytes(SLICE_BYTES), randomBytes(10)]));
    const fresh = await files.stage(Readable.from([randomBytes(100)]));
    await world.db
      .update(storedFileChunks)
      .set({ createdAt: sql`now() - ${`${ORPHAN_GRACE_MS + 60_000} milliseconds`}::interval` })
      .where(eq(storedFileChunks.key, stale.key));

    expect(await files.sweep(new Date())).toBe(1);
    const left = await world.db
      .selectDistinct({ key: storedFileChunks.key })
      .from(storedFileChunks);
    expect(left).toEqual([{ key: fresh.key }]);
    await files.discard(fresh);
    expect(await chunkRows()).toBe(0);
  });
});
