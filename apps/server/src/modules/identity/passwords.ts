import { readFileSync } from 'node:fs';
import { type CodedMessage, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hearth/domain';
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
): CodedMessage | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { code: 'password_too_short', params: { min: PASSWORD_MIN_LENGTH } };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { code: 'password_too_long', params: { max: PASSWORD_MAX_LENGTH } };
  }
  const lowered = password.toLowerCase();
  if (isCommonPassword(lowered)) {
    return { code: 'password_breached' };
  }
  const personal = [context.email?.split('@')[0], context.name].filter(
    (part): part is string => (part?.length ?? 0) >= 4,
  );
  if (personal.some((part) => lowered.includes(part.toLowerCase()))) {
    return { code: 'password_personal' };
  }
  // The rules above name the commonest mistakes; the score catches the rest (digits only,
  // keyboard walks, repeats, a name with a suffix).
  if (isGuessable(password, context)) {
    return { code: 'password_guessable' };
  }
  return null;
}
