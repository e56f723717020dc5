import { describe, expect, it } from 'vitest';
import { paginationQuerySchema } from './pagination.ts';

describe('pagination query', () => {
  it('defaults to the first page of 20', () => {
    expect(paginationQuerySchema.parse({})).toStrictEqual({ page: 1, perPage: 20 });
  });

  it('coerces numbers from query-string text', () => {
    expect(
      paginationQuerySchema.parse({ page: '3', perPage: '100', sort: '-createdAt', q: ' ann ' }),
    ).toStrictEqual({ page: 3, perPage: 100, sort: '-createdAt', q: 'ann' });
  });

  it('treats an empty search or sort as none', () => {
    expect(paginationQuerySchema.parse({ q: '', sort: '  ' })).toMatchObject({
      q: undefined,
      sort: undefined,
    });
  });

  it.each([
    ['perPage', '101'],
    ['perPage', '0'],
    ['page', '0'],
    ['page', '-1'],
    ['page', '1.5'],
    ['page', 'two'],
    ['page', ''],
  ])('rejects %s=%s', (field, value) => {
    const result = paginationQuerySchema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toStrictEqual([field]);
  });
});
