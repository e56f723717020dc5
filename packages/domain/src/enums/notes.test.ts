import { describe, expect, it } from 'vitest';
import { NoteAction, NoteKind, NotePrivacy, NoteType } from './notes.ts';

// Written out from the spec (§3, §4, §6, §9).
describe('note enumerations keep the spec codes', () => {
  it('note privacy', () => {
    expect(NotePrivacy.values).toStrictEqual({
      careTeam: 1,
      author: 2,
      anyone: 3,
      agency: 4,
      partner: 5,
      administrator: 6,
    });
  });

  it('note action', () => {
    expect(NoteAction.values).toStrictEqual({
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
  });

  it('note kind', () => {
    expect(NoteKind.values).toStrictEqual({ patient: 'patient', hub: 'hub' });
  });

  it('note type', () => {
    expect(NoteType.values).toStrictEqual({
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
  });
});
