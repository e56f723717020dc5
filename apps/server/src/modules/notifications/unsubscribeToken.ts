import { createHmac } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@hearth/domain';
import { sameSecret } from '../../platform/auth/secrets.ts';

/** Who a mail's unsubscribe link speaks for, and of which kind of mail. */
export type UnsubscribeClaim = { userId: number; kind: NotificationKind };

const signature = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * `<userId>.<kind index>.<signature>`: short enough for a mail client's link, and only the server
 * holding the secret can make one. It never expires, as unsubscribe links are expected not to.
 */
export function signUnsubscribe(secret: Buffer, claim: UnsubscribeClaim): string {
  const payload = `${claim.userId}.${NOTIFICATION_KINDS.indexOf(claim.kind)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The claim of a genuine token; null for anything forged, altered or malformed. */
export function verifyUnsubscribe(secret: Buffer, token: string): UnsubscribeClaim | null {
  const match = /^([1-9]\d{0,9})\.(\d{1,2})\.([\w-]{43})$/.exec(token);
  if (match === null) {
    return null;
  }
  const [, userId, kindIndex, presented] = match;
  const kind = NOTIFICATION_KINDS[Number(kindIndex)];
  if (kind === undefined || presented === undefined) {
    return null;
  }
  return sameSecret(presented, signature(secret, `${userId}.${kindIndex}`))
    ? { userId: Number(userId), kind }
    : null;
}
