import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemResponse, listResponse } from './envelopes.ts';

const person = z.object({ id: z.number().int(), name: z.string() });

describe('response envelopes', () => {
  it('wraps a list with its page meta', () => {
    const body = { data: [{ id: 1, name: 'Ann' }], meta: { page: 1, perPage: 20, total: 1 } };
    expect(listResponse(person).parse(body)).toStrictEqual(body);
  });

  it('rejects a list without meta or with a bad item', () => {
    const schema = listResponse(person);
    expect(schema.safeParse({ data: [] }).success).toBe(false);
    expect(
      schema.safeParse({ data: [{ id: 'x' }], meta: { page: 1, perPage: 20, total: 1 } }).success,
    ).toBe(false);
  });

  it('wraps one item', () => {
    expect(itemResponse(person).parse({ data: { id: 2, name: 'Bo' } })).toStrictEqual({
      data: { id: 2, name: 'Bo' },
    });
    expect(itemResponse(person).safeParse({ id: 2, name: 'Bo' }).success).toBe(false);
  });
});
