import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

/** Who may read a note. */
export const NotePrivacy = defineEnumeration('notePrivacy', {
  careTeam: 1,
  author: 2,
  anyone: 3,
  agency: 4,
  partner: 5,
  administrator: 6,
});
export type NotePrivacy = CodeOf<typeof NotePrivacy>;

// Every action on a note lands in the note action log. Signed notes are never edited: text is
// inserted or struck through, in the parent note or in an appended one, and the original stays.
export const NoteAction = defineEnumeration('noteAction', {
  hold: 'hold',
  unhold: 'unhold',
  extend: 'extend',
  view: 'view',
  updatePrivacy: 'updatePrivacy',
  updateNoteFields: 'updateNoteFields',
  deleteDocument: 'deleteDocument',
  appendNote: 'appendNote',
  insertText: 'insertText',
  strikeText: 'strikeText',
});
export type NoteAction = CodeOf<typeof NoteAction>;

/** Whether a note (and its action log) belongs to a patient or to a shared-living hub. */
export const NoteKind = defineEnumeration('noteKind', {
  patient: 'patient',
  hub: 'hub',
});
export type NoteKind = CodeOf<typeof NoteKind>;

// The spec says note type names "include" these; agencies may add more, so the server's note-type
// list stays the source of truth and these are the built-in ones.
export const NoteType = defineEnumeration('noteType', {
  medications: 'medications',
  referral: 'referral',
  administrative: 'administrative',
  medicalHistory: 'medicalHistory',
  testResults: 'testResults',
  familyOrCarerCommunication: 'familyOrCarerCommunication',
  monitoringLogs: 'monitoringLogs',
  compliance: 'compliance',
  riskManagement: 'riskManagement',
  other: 'other',
});
export type NoteType = CodeOf<typeof NoteType>;
