import { describe, expect, it } from 'vitest';
import { inContext, occurrences } from './textPlaces.ts';

const body = 'Took the pill at noon. Refused the pill at night.';

describe('places in a signed body', () => {
  it('finds every occurrence of a phrase, in reading order', () => {
    expect(occurrences(body, 'the pill')).toEqual([
      { start: 5, end: 13 },
      { start: 31, end: 39 },
    ]);
    expect(occurrences(body, 'aspirin')).toEqual([]);
    expect(occurrences(body, '')).toEqual([]);
  });

  it('shows an occurrence among its neighbouring words', () => {
    expect(inContext(body, { start: 31, end: 39 }, 8)).toBe('…Refused [the pill] at nigh…');
    expect(inContext(body, { start: 0, end: 4 }, 8)).toBe('[Took] the pil…');
  });
});
