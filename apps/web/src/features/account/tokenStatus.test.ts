import type { AccessToken } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { tokenStatus } from './tokenStatus.ts';

const token: AccessToken = {
  id: 1,
  name: 'Reports',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2026-04-01T00:00:00.000Z',
  revokedAt: null,
};
const before = new Date('2026-03-01T00:00:00Z');
const after = new Date('2026-05-01T00:00:00Z');

describe('token status', () => {
  it('is active until it expires', () => {
    expect(tokenStatus(token, before)).toBe('active');
    expect(tokenStatus(token, new Date(token.expiresAt))).toBe('expired');
    expect(tokenStatus(token, after)).toBe('expired');
  });

  it('says revoked once revoked, even after the expiry date', () => {
    const revoked = { ...token, revokedAt: '2026-02-01T00:00:00.000Z' };
    expect(tokenStatus(revoked, before)).toBe('revoked');
    expect(tokenStatus(revoked, after)).toBe('revoked');
  });
});
