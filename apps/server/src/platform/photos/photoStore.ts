import { createFileStore } from '../fileStore.ts';

/** Photos on disk (listings', caregivers'), one file per photo named by its random storage key. */
export function createPhotoStore(folder: string) {
  // Removing a photo's file is allowed: one already gone is not an error (the row was what mattered).
  return createFileStore(folder, /^[\w-]+\.(jpg|png|webp)$/, 'photo');
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
