import { describe, expect, it } from 'vitest';
import { payers } from '../../db/schema/index.ts';
import { ownColumns } from './ownColumns.ts';

describe('ownColumns', () => {
  it('selects the named columns of a table under their own names, and no other', () => {
    const columns = ownColumns(payers, ['id', 'name', 'website']);
    expect(Object.keys(columns)).toEqual(['id', 'name', 'website']);
    expect(columns.id).toBe(payers.id);
    expect(columns.name).toBe(payers.name);
    expect(columns.website).toBe(payers.website);
  });
});
