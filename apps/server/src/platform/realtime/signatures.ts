import { createHash, createHmac, randomBytes } from 'node:crypto';
import nacl from 'tweetnacl';
import { sameSecret } from '../auth/secrets.ts';

// The Pusher protocol's cryptography, in one place for the server that verifies, the auth
// endpoints that sign, and the broadcaster that encrypts.

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** `key:signature` over `socketId:channel[:channelData]`, what a subscribe message carries. */
export function signChannel(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmac(app.secret, text)}`;
}

/** `key:signature` over `socketId::user::userData`, what pusher:signin carries. */
export function signUser(
  app: { key: string; secret: string },
  socketId: string,
  userData: string,
): string {
  return `${app.key}:${hmac(app.secret, `${socketId}::user::${userData}`)}`;
}

/** Compares a presented `key:signature` with the expected one in constant time. */
export function validSignature(presented: unknown, expected: string): boolean {
  return typeof presented === 'string' && sameSecret(presented, expected);
}

/** The per-channel key of a private-encrypted channel: sha256(channel name ‖ master key). */
export function channelSharedSecret(channel: string, masterKey: Buffer): Buffer {
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(channel), masterKey]))
    .digest();
}

/** The encrypted event body pusher-js opens: `{"nonce","ciphertext"}`, NaCl secretbox, base64. */
export function encryptForChannel(channel: string, masterKey: Buffer, plaintext: string): string {
  const nonce = randomBytes(nacl.secretbox.nonceLength);
  const box = nacl.secretbox(
    Buffer.from(plaintext, 'utf8'),
    nonce,
    channelSharedSecret(channel, masterKey),
  );
  return JSON.stringify({
    nonce: nonce.toString('base64'),
    ciphertext: Buffer.from(box).toString('base64'),
  });
}

/** The signature of a trigger API request: METHOD\npath\nsorted query without auth_signature. */
export function signRequest(
  secret: string,
  method: string,
  path: string,
  query: Record<string, string>,
): string {
  const sorted = Object.keys(query)
    .filter((name) => name !== 'auth_signature')
    .sort()
    .map((name) => `${name.toLowerCase()}=${query[name]}`)
    .join('&');
  return hmac(secret, `${method.toUpperCase()}\n${path}\n${sorted}`);
}
