import { describe, expect, it } from 'vitest';
import { publicAuthorName } from './dto.ts';

describe('publicAuthorName', () => {
  it('keeps the first name and the last name’s initial', () => {
    expect(publicAuthorName('Uma Family')).toBe('Uma F.');
    expect(publicAuthorName('  maría josé  de la cruz ')).toBe('maría C.');
  });

  it('keeps a single name as it is', () => {
    expect(publicAuthorName('Cher')).toBe('Cher');
  });
});
