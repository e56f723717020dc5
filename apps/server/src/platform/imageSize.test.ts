import { IMAGE_PIXELS_MAX, IMAGE_SIDE_MAX } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { isOversizedImage } from './imageSize.ts';

// Headers only, as an upload's first bytes: nothing here is decoded, so nothing needs pixels.

function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), ihdr]);
}

function jpeg(width: number, height: number, frameMarker = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46]);
  const frame = Buffer.from([0xff, frameMarker, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.from([0xff]), frame]);
}

function webp(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  if (chunk === 'VP8 ') {
    data.set([0, 0, 0, 0x9d, 0x01, 0x2a]);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
  } else if (chunk === 'VP8L') {
    data[0] = 0x2f;
    data.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  } else {
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  }
  const header = Buffer.from(`RIFF\0\0\0\0WEBP${chunk}\0\0\0\0`, 'latin1');
  return Buffer.concat([header, data]);
}

const side = Math.floor(Math.sqrt(IMAGE_PIXELS_MAX));

describe('isOversizedImage', () => {
  it.each([
    ['PNG', png],
    ['JPEG', (width: number, height: number) => jpeg(width, height)],
    ['progressive JPEG', (width: number, height: number) => jpeg(width, height, 0xc2)],
    ['lossy WebP', (width: number, height: number) => webp('VP8 ', width, height)],
    ['lossless WebP', (width: number, height: number) => webp('VP8L', width, height)],
    ['extended WebP', (width: number, height: number) => webp('VP8X', width, height)],
  ])('reads a %s header: in bounds passes, a side or the area over is refused', (_, image) => {
    expect(isOversizedImage(image(1, 1))).toBe(false);
    expect(isOversizedImage(image(side, side))).toBe(false);
    expect(isOversizedImage(image(IMAGE_SIDE_MAX, 100))).toBe(false);
    expect(isOversizedImage(image(IMAGE_SIDE_MAX + 1, 100))).toBe(true);
    expect(isOversizedImage(image(100, IMAGE_SIDE_MAX + 1))).toBe(true);
    expect(isOversizedImage(image(IMAGE_SIDE_MAX, IMAGE_SIDE_MAX))).toBe(true);
  });

  it('refuses the declared 100,000 × 100,000 PNG of a decompression bomb', () => {
    expect(isOversizedImage(png(100_000, 100_000))).toBe(true);
  });

  it('refuses an image whose header does not say its size', () => {
    expect(isOversizedImage(png(1, 1).subarray(0, 20))).toBe(true);
    expect(isOversizedImage(png(0, 1))).toBe(true);
    // A JPEG that leaves its height to a DNL marker after the scan.
    expect(isOversizedImage(jpeg(100, 0))).toBe(true);
    // A JPEG whose scan starts before any frame header.
    expect(isOversizedImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBe(true);
    expect(isOversizedImage(Buffer.from('RIFF\0\0\0\0WEBPVP8?\0\0\0\0', 'latin1'))).toBe(true);
  });

  it('leaves other files alone', () => {
    expect(isOversizedImage(Buffer.from('%PDF-1.7\n'))).toBe(false);
    expect(isOversizedImage(Buffer.from('BP 120/80\n'))).toBe(false);
    expect(isOversizedImage(Buffer.alloc(0))).toBe(false);
  });
});
