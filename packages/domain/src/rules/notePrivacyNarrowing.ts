import type { NotePrivacy } from '../enums/notes.ts';
import { NOTE_PRIVACY_READERS } from './notePrivacy.ts';

/**
 * Whether a note at `level` is read by no one who could not read one at `within`, by the reader
 * table itself: "anyone reaching the owner" holds every level, and a level holds another whose
 * relations are all among its own (the author-only level, with none, lies within every level).
 * An addendum may be made narrower than its note this way, never wider.
 */
export function privacyWithin(level: NotePrivacy, within: NotePrivacy): boolean {
  const readers = NOTE_PRIVACY_READERS[level];
  const outer = NOTE_PRIVACY_READERS[within];
  if (outer === 'everyoneReachingOwner') {
    return true;
  }
  if (readers === 'everyoneReachingOwner') {
    return false;
  }
  const allowed: readonly string[] = outer;
  return readers.every((relation) => allowed.includes(relation));
}
