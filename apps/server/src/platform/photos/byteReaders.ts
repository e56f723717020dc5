// An image's structure is read from bytes an upload may have cut anywhere: each reader answers
// null where the bytes end before the number, never a RangeError, and leaves the caller to say
// what a cut file means there.

/** How a format stores its numbers: PNG and JPEG big-endian, WebP little, TIFF (EXIF) either. */
export type ByteOrder = 'big' | 'little';

const view = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** The unsigned 16-bit number at `at`, or null when the bytes end before it. */
export function readUint16(data: Uint8Array, at: number, order: ByteOrder): number | null {
  if (at < 0 || at + 2 > data.length) {
    return null;
  }
  return order === 'big' ? view(data).readUInt16BE(at) : view(data).readUInt16LE(at);
}

/** The unsigned 24-bit number at `at`, or null when the bytes end before it (WebP's sizes). */
export function readUint24(data: Uint8Array, at: number, order: ByteOrder): number | null {
  if (at < 0 || at + 3 > data.length) {
    return null;
  }
  return order === 'big' ? view(data).readUIntBE(at, 3) : view(data).readUIntLE(at, 3);
}

/** The unsigned 32-bit number at `at`, or null when the bytes end before it. */
export function readUint32(data: Uint8Array, at: number, order: ByteOrder): number | null {
  if (at < 0 || at + 4 > data.length) {
    return null;
  }
  return order === 'big' ? view(data).readUInt32BE(at) : view(data).readUInt32LE(at);
}

/** `length` bytes from `at` as Latin-1 letters (fewer where the bytes end): a chunk's name. */
export const ascii = (data: Uint8Array, at: number, length: number) =>
  view(data).toString('latin1', at, at + length);
