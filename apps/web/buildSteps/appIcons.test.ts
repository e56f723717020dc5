import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appIconPng } from './appIcons.ts';

/** The chunks of a PNG by type, read as a decoder reads them. */
function chunksOf(png: Buffer): Map<string, Buffer> {
  const chunks = new Map<string, Buffer>();
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    chunks.set(type, png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  return chunks;
}

describe('the app icon', () => {
  it('is a PNG of the size asked, brick red at the corner and white in the middle', () => {
    const size = 48;
    const png = appIconPng(size);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const chunks = chunksOf(png);
    const header = chunks.get('IHDR');
    expect(header?.readUInt32BE(0)).toBe(size);
    expect(header?.readUInt32BE(4)).toBe(size);
    const pixels = inflateSync(chunks.get('IDAT') ?? Buffer.alloc(0));
    const rowBytes = 1 + size * 3;
    expect(pixels.length).toBe(rowBytes * size);
    const at = (x: number, y: number) => [
      ...pixels.subarray(y * rowBytes + 1 + x * 3, y * rowBytes + 4 + x * 3),
    ];
    expect(at(0, 0)).toEqual([0xa8, 0x43, 0x1f]);
    expect(at(size / 2, Math.round(size * 0.6))).toEqual([0xff, 0xff, 0xff]);
    expect(chunks.has('IEND')).toBe(true);
  });
});
