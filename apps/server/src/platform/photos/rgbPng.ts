import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: its data's length, its type, the data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

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
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(lines), { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
