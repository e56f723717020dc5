import type { AccessToken } from '@hearth/domain';

export type TokenStatus = 'active' | 'expired' | 'revoked';

/** Revocation wins over expiry: it is what the person did, and it tells them so. */
export function tokenStatus(token: AccessToken, now: Date = new Date()): TokenStatus {
  if (token.revokedAt !== null) {
    return 'revoked';
  }
  return new Date(token.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}
