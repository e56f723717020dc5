import { randomInt } from 'node:crypto';

// No look-alikes (0/O, 1/l/I), so a password read aloud or copied by hand survives.
const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters from 56 symbols: about 116 bits, grouped in fives for reading. */
export function randomPassword(): string {
  const characters = Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-');
}
