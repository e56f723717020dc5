import { describe, expect, it } from 'vitest';
import {
  dropKeptDraft,
  type KeptDraft,
  keepDraft,
  keptDraftKey,
  readKeptDraft,
} from './keptDraft.ts';

const draft: KeptDraft = {
  noteTypeId: 3,
  templateId: null,
  privacy: 1,
  title: 'Evening visit',
  body: 'Ate well; walked to the garden.',
};

describe('a kept note draft', () => {
  it('is kept per person, owner and note, and dropped once saved', () => {
    const place = { userId: 7, ownerKey: 'patient-12', noteId: null };
    keepDraft(place, draft);
    expect(readKeptDraft(place)).toEqual(draft);
    expect(readKeptDraft({ ...place, userId: 8 })).toBeNull();
    expect(readKeptDraft({ ...place, ownerKey: 'patient-13' })).toBeNull();
    expect(readKeptDraft({ ...place, noteId: 5 })).toBeNull();
    dropKeptDraft(place);
    expect(readKeptDraft(place)).toBeNull();
  });

  it('reads nothing from words that are no draft', () => {
    const place = { userId: 7, ownerKey: 'hub-3', noteId: 41 };
    window.localStorage.setItem(keptDraftKey(place), '{"body": 12');
    expect(readKeptDraft(place)).toBeNull();
    window.localStorage.setItem(keptDraftKey(place), JSON.stringify({ body: 'only a body' }));
    expect(readKeptDraft(place)).toBeNull();
  });
});
