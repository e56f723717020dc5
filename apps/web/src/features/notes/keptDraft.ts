import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../../app/storage.ts';

// A 419 (session ended) reloads the page, and the words being typed would go with it. The editor
// keeps what is typed in local storage, under the person, the owner and the note, so the reload,
// or the next sign-in on this browser as the same person, opens the editor with them again.

const PREFIX = 'hearth.noteDraft';

/** What the editor holds; the note's own fields, as typed, not yet saved. */
export const keptDraftSchema = z.object({
  noteTypeId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  privacy: z.number().int(),
  title: z.string(),
  body: z.string(),
});
export type KeptDraft = z.infer<typeof keptDraftSchema>;

export type KeptDraftPlace = {
  userId: number;
  /** `patient-12`, `hub-3`, `cluster-8`: whose notes. */
  ownerKey: string;
  /** The draft's id, or null for a note not saved yet. */
  noteId: number | null;
};

export const keptDraftKey = ({ userId, ownerKey, noteId }: KeptDraftPlace) =>
  `${PREFIX}.${userId}.${ownerKey}.${noteId ?? 'new'}`;

/** The kept words, or null when there are none (or they no longer read as a draft). */
export function readKeptDraft(place: KeptDraftPlace): KeptDraft | null {
  const stored = readStored(keptDraftKey(place));
  if (stored === null) {
    return null;
  }
  try {
    const parsed = keptDraftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepDraft(place: KeptDraftPlace, draft: KeptDraft): void {
  writeStored(keptDraftKey(place), JSON.stringify(draft));
}

/** Once the server holds the words (saved or signed), the browser need not. */
export function dropKeptDraft(place: KeptDraftPlace): void {
  removeStored(keptDraftKey(place));
}
