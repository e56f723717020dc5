import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files on disk, one file per upload in `folder`, named by its random storage key.
 * `keyPattern` is the module's rule for its keys; `what` names the files in error messages.
 */
export function createFileStore(folder: string, keyPattern: RegExp, what: string) {
  // Keys are made by the server, but a path is never built from anything that could climb out.
  const fileOf = (key: string) => {
    if (!keyPattern.test(key)) {
      throw new Error(`not a ${what} storage key: ${key}`);
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

    /** Removes the file; one already gone is not an error. */
    async remove(key: string): Promise<void> {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
