import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// Built once: loading the dictionaries is the slow part of a check.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/**
 * zxcvbn's estimate of the guesses an attacker needs, as a power of ten. Its "strong" score starts
 * at 10^10, which still admits twelve digits (739154862031 scores exactly 10^10, others a little
 * more); 10^11 refuses them and a name with a suffix, and keeps every passphrase of three or four
 * common words and every random twelve-character password. Against argon2id at tens of
 * milliseconds a guess, 10^11 guesses are centuries of one core's work.
 */
const MIN_GUESSES_LOG10 = 11;

/** The words of a person's name and email address, which guessers try first. */
function personalWords(context: { email?: string; name?: string }): string[] {
  const local = context.email?.split('@')[0] ?? '';
  return [local, ...`${context.name ?? ''} ${local}`.split(/[^\p{L}\p{N}]+/u)].filter(
    (word) => word.length >= 3,
  );
}

/** True when the password can be guessed with fewer than 10^11 tries. */
export function isGuessable(
  password: string,
  context: { email?: string; name?: string } = {},
): boolean {
  return (
    zxcvbn.check(password, ['hearth', ...personalWords(context)]).guessesLog10 < MIN_GUESSES_LOG10
  );
}
