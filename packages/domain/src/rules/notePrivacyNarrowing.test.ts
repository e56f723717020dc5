import { describe, expect, it } from 'vitest';
import { NotePrivacy } from '../enums/notes.ts';
import { privacyWithin } from './notePrivacyNarrowing.ts';

const { careTeam, author, anyone, agency, partner, administrator } = NotePrivacy;

describe('privacyWithin', () => {
  it('holds every level within itself and within "anyone"', () => {
    for (const level of NotePrivacy.codes) {
      expect(privacyWithin(level, level)).toBe(true);
      expect(privacyWithin(level, anyone)).toBe(true);
    }
  });

  it('holds the author-only level within every level', () => {
    for (const level of NotePrivacy.codes) {
      expect(privacyWithin(author, level)).toBe(true);
    }
  });

  it('holds agency staff within agency-and-partner staff, not the other way', () => {
    expect(privacyWithin(agency, partner)).toBe(true);
    expect(privacyWithin(partner, agency)).toBe(false);
  });

  it('refuses levels read by other people: care team, agency, administrators, anyone', () => {
    expect(privacyWithin(careTeam, agency)).toBe(false);
    expect(privacyWithin(agency, careTeam)).toBe(false);
    expect(privacyWithin(administrator, partner)).toBe(false);
    expect(privacyWithin(anyone, careTeam)).toBe(false);
  });
});
