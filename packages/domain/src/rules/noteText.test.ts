import { describe, expect, it } from 'vitest';
import {
  insertProblem,
  type NoteTextChangeOf,
  type NoteTextSegment,
  noteTextSegments,
  strikeProblem,
} from './noteText.ts';

type Author = { id: number; name: string };
const ana: Author = { id: 1, name: 'Ana' };
const ben: Author = { id: 2, name: 'Ben' };

const insert = (start: number, text: string, createdAt: string, author = ana) =>
  ({ kind: 'insert', start, end: start, text, author, createdAt }) as const;
const strike = (start: number, end: number, text: string, createdAt: string, author = ben) =>
  ({ kind: 'strike', start, end, text, author, createdAt }) as const;

const body = 'Gave 5 mg at noon.';

/** What the reader sees once the marks are gone: the original and struck words. */
const signedWords = (segments: readonly NoteTextSegment<Author>[]) =>
  segments
    .filter((segment) => segment.kind !== 'inserted')
    .map((segment) => segment.text)
    .join('');

describe('noteTextSegments', () => {
  it('is the body alone when nothing changed', () => {
    expect(noteTextSegments(body, [])).toStrictEqual([{ kind: 'original', text: body }]);
  });

  it('is nothing for an empty body without changes', () => {
    expect(noteTextSegments('', [])).toStrictEqual([]);
  });

  it('keeps struck words readable, marked with who struck them and when', () => {
    const change = strike(5, 9, '5 mg', '2026-01-02T10:00:00Z');
    expect(noteTextSegments(body, [change])).toStrictEqual([
      { kind: 'original', text: 'Gave ' },
      { kind: 'struck', text: '5 mg', change: { author: ben, at: '2026-01-02T10:00:00Z' } },
      { kind: 'original', text: ' at noon.' },
    ]);
  });

  it('puts an insert at its offset, at the start and at the end too', () => {
    const segments = noteTextSegments(body, [
      insert(body.length, ' Slept well.', '2026-01-02T10:00:00Z'),
      insert(0, 'Late entry: ', '2026-01-02T11:00:00Z', ben),
    ]);
    expect(segments).toStrictEqual([
      {
        kind: 'inserted',
        text: 'Late entry: ',
        change: { author: ben, at: '2026-01-02T11:00:00Z' },
      },
      { kind: 'original', text: body },
      {
        kind: 'inserted',
        text: ' Slept well.',
        change: { author: ana, at: '2026-01-02T10:00:00Z' },
      },
    ]);
  });

  it('reads inserts at one offset in the order they were made, whatever order they came in', () => {
    const segments = noteTextSegments(body, [
      insert(4, ' later', '2026-01-02T12:00:00Z'),
      insert(4, ' first', '2026-01-02T09:00:00Z'),
      insert(4, ' then', '2026-01-02T10:30:00Z'),
    ]);
    expect(segments.map((segment) => segment.text)).toStrictEqual([
      'Gave',
      ' first',
      ' then',
      ' later',
      ' 5 mg at noon.',
    ]);
  });

  it('splits a strike around an insert inside it, both halves still struck by the same change', () => {
    const struck = strike(5, 17, '5 mg at noon', '2026-01-02T10:00:00Z');
    const segments = noteTextSegments(body, [struck, insert(9, ' (oral)', '2026-01-02T11:00:00Z')]);
    const by = { author: ben, at: '2026-01-02T10:00:00Z' };
    expect(segments).toStrictEqual([
      { kind: 'original', text: 'Gave ' },
      { kind: 'struck', text: '5 mg', change: by },
      { kind: 'inserted', text: ' (oral)', change: { author: ana, at: '2026-01-02T11:00:00Z' } },
      { kind: 'struck', text: ' at noon', change: by },
      { kind: 'original', text: '.' },
    ]);
  });

  it('places an insert at a strike edge outside it: before its start, after its end', () => {
    const segments = noteTextSegments(body, [
      strike(5, 9, '5 mg', '2026-01-02T10:00:00Z'),
      insert(5, '10 mg ', '2026-01-02T10:01:00Z'),
      insert(9, '!', '2026-01-02T10:02:00Z'),
    ]);
    expect(segments.map(({ kind, text }) => [kind, text])).toStrictEqual([
      ['original', 'Gave '],
      ['inserted', '10 mg '],
      ['struck', '5 mg'],
      ['inserted', '!'],
      ['original', ' at noon.'],
    ]);
  });

  it('keeps two touching strikes apart, each with its own author', () => {
    const segments = noteTextSegments(body, [
      strike(0, 4, 'Gave', '2026-01-02T10:00:00Z', ana),
      strike(4, 9, ' 5 mg', '2026-01-02T11:00:00Z', ben),
    ]);
    expect(
      segments.map(({ kind, text, change }) => [kind, text, change?.author.name]),
    ).toStrictEqual([
      ['struck', 'Gave', 'Ana'],
      ['struck', ' 5 mg', 'Ben'],
      ['original', ' at noon.', undefined],
    ]);
  });

  it('loses nothing of the signed body, however many changes there are', () => {
    const changes: NoteTextChangeOf<Author>[] = [
      strike(0, 4, 'Gave', '2026-01-02T10:00:00Z'),
      insert(2, 'X', '2026-01-02T10:05:00Z'),
      insert(2, 'Y', '2026-01-02T10:04:00Z'),
      strike(10, 17, 'at noon', '2026-01-02T10:06:00Z'),
      insert(13, 'Z', '2026-01-02T10:07:00Z'),
      insert(body.length, 'W', '2026-01-02T10:08:00Z'),
    ];
    const segments = noteTextSegments(body, changes);
    expect(signedWords(segments)).toBe(body);
    expect(segments.filter((segment) => segment.kind === 'inserted').map((s) => s.text)).toEqual([
      'Y',
      'X',
      'Z',
      'W',
    ]);
    expect(segments.every((segment) => segment.text.length > 0)).toBe(true);
  });

  it('leaves out a change that does not fit the body', () => {
    const segments = noteTextSegments(body, [
      insert(body.length + 3, 'lost', '2026-01-02T10:00:00Z'),
    ]);
    expect(segments).toStrictEqual([{ kind: 'original', text: body }]);
  });
});

describe('insertProblem', () => {
  it('takes any offset from the start to the end of the body', () => {
    for (const offset of [0, 7, body.length]) {
      expect(insertProblem(body, offset)).toBeNull();
    }
  });

  it('refuses an offset outside the body, a fraction, or inside one character', () => {
    for (const offset of [-1, body.length + 1, 1.5]) {
      expect(insertProblem(body, offset)).toStrictEqual({ field: 'offset', problem: 'outOfRange' });
    }
    expect(insertProblem('a😀b', 2)).toStrictEqual({ field: 'offset', problem: 'outOfRange' });
    expect(insertProblem('a😀b', 3)).toBeNull();
  });
});

describe('strikeProblem', () => {
  it('takes a range whose words are the ones sent', () => {
    expect(strikeProblem(body, [], { start: 5, end: 9, text: '5 mg' })).toBeNull();
  });

  it('refuses words that differ from the note at that range', () => {
    expect(strikeProblem(body, [], { start: 5, end: 9, text: '6 mg' })).toStrictEqual({
      field: 'text',
      problem: 'mismatch',
    });
  });

  it('refuses an empty, reversed or outside range', () => {
    expect(strikeProblem(body, [], { start: 5, end: 5, text: '' })).toStrictEqual({
      field: 'end',
      problem: 'outOfRange',
    });
    expect(strikeProblem(body, [], { start: 9, end: 5, text: '5 mg' })?.field).toBe('end');
    expect(strikeProblem(body, [], { start: -1, end: 3, text: 'Gav' })?.field).toBe('start');
    expect(strikeProblem(body, [], { start: 10, end: 40, text: 'at noon.' })?.field).toBe('end');
  });

  it('refuses overlapping an earlier strike, but not touching it', () => {
    const earlier = [{ start: 5, end: 9 }];
    expect(strikeProblem(body, earlier, { start: 7, end: 12, text: 'mg at' })).toStrictEqual({
      field: 'start',
      problem: 'overlapsStrike',
    });
    expect(
      strikeProblem(body, earlier, { start: 0, end: 17, text: body.slice(0, 17) }),
    ).toStrictEqual({ field: 'start', problem: 'overlapsStrike' });
    expect(strikeProblem(body, earlier, { start: 9, end: 12, text: ' at' })).toBeNull();
    expect(strikeProblem(body, earlier, { start: 0, end: 5, text: 'Gave ' })).toBeNull();
  });
});
