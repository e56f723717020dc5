import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Note documents on disk, one file per upload named by its random storage key. */
export function createDocumentStore(folder: string) {
  // Keys are made by the server, but a path is never built from anything that could climb out.
  const fileOf = (key: string) => {
    if (!/^[\w-]+$/.test(key)) {
      throw new Error(`not a note document storage key: ${key}`);
    }
    return path.join(folder, key);
  };

  return {
    async save(key: string, data: Uint8Array): Promise<void> {
      await mkdir(folder, { recursive: true });
      // `wx`: a key is never reused, so an existing file means something is wrong; keep it.
      await writeFile(fileOf(key), data, { flag: 'wx' });
    },

    open(key: string): ReadStream {
      return createReadStream(fileOf(key));
    },

    /** Only for an upload whose row was never written: a stored document is never removed. */
    async discard(key: string): Promise<void> {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
