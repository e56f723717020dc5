import { describe, expect, it } from 'vitest';
import { likeContains, likePrefix, searchTextOf, slugOf } from './searchText.ts';

describe('searchTextOf', () => {
  it('drops accents and case and tidies spaces', () => {
    expect(searchTextOf('  Montréal ')).toBe('montreal');
    expect(searchTextOf('A  Coruña')).toBe('a coruna');
    expect(searchTextOf('ÁVILA')).toBe('avila');
  });
});

describe('slugOf', () => {
  it('keeps letters and digits, joined by single hyphens', () => {
    expect(slugOf("St. John's")).toBe('st-john-s');
    expect(slugOf('Donostia / San Sebastián')).toBe('donostia-san-sebastian');
    expect(slugOf('Kitchener–Waterloo')).toBe('kitchener-waterloo');
  });
});

describe('LIKE patterns', () => {
  it('escape the wildcards a person may type', () => {
    expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
    expect(likeContains('a_b')).toBe('%a\\_b%');
  });
});
