import { readFileSync } from 'node:fs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hearth/domain';
import { hash, verify } from '@node-rs/argon2';
import { isGuessable } from './passwordStrength.ts';

// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

// Verifying against this when no user matches takes as long as a real check, so the answer's
// timing does not tell whether an email exists.
const decoyHash = hash('no such user: decoy password', argonOptions);

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const commonPasswords = new Set(
  readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

// People pad a short common password to reach the minimum length ("sunshine2024!"); attackers'
// guess lists do the same, so the padding does not make it safe.
const padding = /^[\d\W_]+|[\d\W_]+$/g;

function isCommonPassword(lowered: string): boolean {
  return commonPasswords.has(lowered) || commonPasswords.has(lowered.replace(padding, ''));
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string } = {},
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words make a strong passphrase.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  const lowered = password.toLowerCase();
  if (isCommonPassword(lowered)) {
    return 'This password appears in lists of breached passwords. Choose another.';
  }
  const personal = [context.email?.split('@')[0], context.name].filter(
    (part): part is string => (part?.length ?? 0) >= 4,
  );
  if (personal.some((part) => lowered.includes(part.toLowerCase()))) {
    return 'Do not build the password from your name or email address.';
  }
  // The rules above name the commonest mistakes; the score catches the rest (digits only,
  // keyboard walks, repeats, a name with a suffix).
  if (isGuessable(password, context)) {
    return 'This password is easy to guess. Add a few unrelated words, or use a suggested one.';
  }
  return null;
}
