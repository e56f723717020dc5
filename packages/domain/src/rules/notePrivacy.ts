import { NotePrivacy } from '../enums/notes.ts';

// Who reads a note at each privacy level. Everyone must first reach the note's owner at all (a
// patient in their scope; a hub they run or belong to); the level then narrows among those. The
// author always reads their own note while they still reach its owner. Drafts are the author's
// alone, whatever their level. The server turns this one table into SQL for lists, single reads,
// authors lists, counts, search and attachments, and its tests walk it level by relation.

/** How a reader stands to a note's owner (and the note), as the level table asks. */
export type NoteReaderFacts = {
  /** Reaches the owner: the patient is in their scope; they run the hub or are a member. */
  readsOwner: boolean;
  isAuthor: boolean;
  /**
   * On the care team: for a patient, listed on the patient's care team while working for the
   * patient's agency; for a hub or cluster, one of those who run the hub.
   */
  onCareTeam: boolean;
  /** Owners and agents of the patient's agency, or of the agency or partner that runs the hub. */
  agencyStaff: boolean;
  /** Staff of the patient's linked partner; for a hub, members who are partner staff. */
  partnerStaff: boolean;
  isAdmin: boolean;
};

type Relation = Exclude<keyof NoteReaderFacts, 'readsOwner'>;

/** Besides the author, who reads at each level (every one of them must also reach the owner). */
export const NOTE_PRIVACY_READERS = {
  [NotePrivacy.careTeam]: ['onCareTeam'],
  [NotePrivacy.author]: [],
  [NotePrivacy.anyone]: 'everyoneReachingOwner',
  [NotePrivacy.agency]: ['agencyStaff'],
  [NotePrivacy.partner]: ['agencyStaff', 'partnerStaff'],
  [NotePrivacy.administrator]: ['isAdmin'],
} as const satisfies Record<NotePrivacy, readonly Relation[] | 'everyoneReachingOwner'>;

export function readsNote(
  facts: NoteReaderFacts,
  note: { privacy: NotePrivacy; signed: boolean },
): boolean {
  if (!facts.readsOwner) {
    return false;
  }
  if (facts.isAuthor) {
    return true;
  }
  if (!note.signed) {
    return false;
  }
  const readers: readonly Relation[] | 'everyoneReachingOwner' = NOTE_PRIVACY_READERS[note.privacy];
  return readers === 'everyoneReachingOwner' || readers.some((relation) => facts[relation]);
}
