import { createFileStore } from '../../../platform/fileStore.ts';

/** Note documents on disk, one file per upload named by its random storage key. */
export function createDocumentStore(folder: string) {
  const files = createFileStore(folder, /^[\w-]+$/, 'note document');
  return {
    save: files.save,
    open: files.open,
    /** Only for an upload whose row was never written: a stored document is never removed. */
    discard: files.remove,
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
