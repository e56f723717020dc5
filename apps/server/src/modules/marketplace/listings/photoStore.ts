import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Listing photos on disk, one file per photo named by its random storage key. */
export function createPhotoStore(folder: string) {
  // Keys are made by the server, but a path is never built from anything that could climb out.
  const fileOf = (key: string) => {
    if (!/^[\w-]+\.(jpg|png|webp)$/.test(key)) {
      throw new Error(`not a photo storage key: ${key}`);
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

    /** Removes the file; one already gone is not an error (the row was what mattered). */
    async remove(key: string): Promise<void> {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
