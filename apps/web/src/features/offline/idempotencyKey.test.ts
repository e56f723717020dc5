import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newIdempotencyKey } from './idempotencyKey.ts';

describe('a capture’s idempotency key', () => {
  it('is a version-4 UUID the server accepts, new each time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(z.uuid().safeParse(key).success).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
