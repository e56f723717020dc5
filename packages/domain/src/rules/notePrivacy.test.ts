import { describe, expect, it } from 'vitest';
import { NotePrivacy } from '../enums/notes.ts';
import { NOTE_PRIVACY_READERS, type NoteReaderFacts, readsNote } from './notePrivacy.ts';

type Level = keyof typeof NotePrivacy.values;
type Relation = Exclude<keyof NoteReaderFacts, 'readsOwner'>;

const relations: readonly Relation[] = [
  'isAuthor',
  'onCareTeam',
  'agencyStaff',
  'partnerStaff',
  'isAdmin',
];

// Written out by hand, level by level, so a change to the table has to change this list too:
// which single relation (besides reaching the owner) reads a signed note of that level.
const documented: Record<Level, readonly Relation[]> = {
  careTeam: ['isAuthor', 'onCareTeam'],
  author: ['isAuthor'],
  anyone: ['isAuthor', 'onCareTeam', 'agencyStaff', 'partnerStaff', 'isAdmin'],
  agency: ['isAuthor', 'agencyStaff'],
  partner: ['isAuthor', 'agencyStaff', 'partnerStaff'],
  administrator: ['isAuthor', 'isAdmin'],
};

const only = (relation: Relation | null, readsOwner = true): NoteReaderFacts => ({
  readsOwner,
  isAuthor: relation === 'isAuthor',
  onCareTeam: relation === 'onCareTeam',
  agencyStaff: relation === 'agencyStaff',
  partnerStaff: relation === 'partnerStaff',
  isAdmin: relation === 'isAdmin',
});

const levels = Object.keys(NotePrivacy.values) as Level[];

describe('readsNote', () => {
  it.each(levels)('at level %s, reads exactly the documented relations', (level) => {
    const privacy = NotePrivacy.values[level];
    const readers = relations.filter((relation) =>
      readsNote(only(relation), { privacy, signed: true }),
    );
    expect(readers).toStrictEqual(documented[level]);
  });

  it.each(levels)(
    'at level %s, someone reaching the owner with no relation reads only "anyone"',
    (level) => {
      const privacy = NotePrivacy.values[level];
      expect(readsNote(only(null), { privacy, signed: true })).toBe(level === 'anyone');
    },
  );

  it.each(levels)(
    'at level %s, nobody reads without reaching the owner, not even the author',
    (level) => {
      const privacy = NotePrivacy.values[level];
      for (const relation of relations) {
        expect(readsNote(only(relation, false), { privacy, signed: true })).toBe(false);
      }
    },
  );

  it.each(levels)("at level %s, a draft is its author's alone", (level) => {
    const privacy = NotePrivacy.values[level];
    const everyone: NoteReaderFacts = {
      readsOwner: true,
      isAuthor: false,
      onCareTeam: true,
      agencyStaff: true,
      partnerStaff: true,
      isAdmin: true,
    };
    expect(readsNote(everyone, { privacy, signed: false })).toBe(false);
    expect(readsNote(only('isAuthor'), { privacy, signed: false })).toBe(true);
  });

  it('has a reader rule for every level', () => {
    expect(Object.keys(NOTE_PRIVACY_READERS).map(Number).sort()).toStrictEqual(
      [...NotePrivacy.codes].sort(),
    );
  });
});
