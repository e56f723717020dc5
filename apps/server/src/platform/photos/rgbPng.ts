import { deflateSync } from 'node:zlib';
import { pngChunk } from './pngChunk.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An 8-bit RGB PNG drawn in code (a demo picture, a test's image): `rows` are its lines of
 * pixels, three bytes each, top to bottom; `level` is zlib's (0 keeps it as large as its pixels).
 */
export function rgbPng(width: number, rows: readonly Buffer[], level = 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(rows.length, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // Each line starts with its filter type, 0: the bytes as they are.
  const lines = rows.flatMap((row) => [Buffer.alloc(1), row]);
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(lines), { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
