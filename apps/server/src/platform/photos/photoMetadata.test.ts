import type { PhotoType } from '@hearth/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifOrientation, orientationSegment } from './exifOrientation.ts';
import { DamagedImageError, withoutMetadata } from './photoMetadata.ts';

const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
const has = (data: Uint8Array, text: string) => Buffer.from(data).includes(Buffer.from(text));

/** A JPEG segment: marker, two length bytes (counting themselves), payload. */
const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];

describe('a JPEG without its metadata', () => {
  const jfif = segment(0xe0, ascii('JFIF\0\x01\x02'));
  const exif = segment(0xe1, ascii('Exif\0\0GPS 43.6532 -79.3832'));
  const xmp = segment(
    0xe1,
    ascii('http://ns.adobe.com/xap/1.0/\0<x:creator>Jane Host</x:creator>'),
  );
  const comment = segment(0xfe, ascii('taken at 12 Elm Street'));
  const quantisation = segment(0xdb, [0, 1, 2, 3]);
  const scan = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0xff, 0x00, 0x34, 0xff, 0xd9];
  const photo = Uint8Array.from([
    0xff,
    0xd8,
    ...jfif,
    ...exif,
    ...xmp,
    ...comment,
    ...quantisation,
    ...scan,
  ]);

  it('drops EXIF, XMP and comments and keeps every other byte in order', () => {
    const stripped = withoutMetadata(photo, 'image/jpeg');
    expect(has(stripped, 'GPS')).toBe(false);
    expect(has(stripped, 'Jane Host')).toBe(false);
    expect(has(stripped, 'Elm Street')).toBe(false);
    expect([...stripped]).toEqual([0xff, 0xd8, ...jfif, ...quantisation, ...scan]);
  });

  it("keeps the orientation alone, after the JFIF header, so a phone's portrait stays upright", () => {
    // Little-endian TIFF, IFD0 at 8 with two entries: a GPS pointer and Orientation 6.
    const tiff = [
      ...ascii('II*\0'),
      8,
      0,
      0,
      0,
      2,
      0,
      0x25,
      0x88,
      4,
      0,
      1,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0x12,
      0x01,
      3,
      0,
      1,
      0,
      0,
      0,
      6,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      ...ascii('GPS 43.6532 -79.3832'),
    ];
    const oriented = Uint8Array.from([
      0xff,
      0xd8,
      ...jfif,
      ...segment(0xe1, [...ascii('Exif\0\0'), ...tiff]),
      ...quantisation,
      ...scan,
    ]);
    const stripped = withoutMetadata(oriented, 'image/jpeg');
    expect(has(stripped, 'GPS')).toBe(false);
    expect([...stripped]).toEqual([
      0xff,
      0xd8,
      ...jfif,
      ...orientationSegment(6),
      ...quantisation,
      ...scan,
    ]);
    expect(exifOrientation(orientationSegment(6).subarray(4))).toBe(6);
  });

  it('refuses a segment that runs past the end of the file', () => {
    const cut = photo.subarray(0, 2 + jfif.length + 10);
    expect(() => withoutMetadata(cut, 'image/jpeg')).toThrow(DamagedImageError);
    expect(() => withoutMetadata(Uint8Array.from([0xff, 0xd8, 0x00]), 'image/jpeg')).toThrow(
      DamagedImageError,
    );
  });
});

/** A PNG chunk: length, type, data and a CRC (not checked by the stripper, so zeros). */
const chunk = (type: string, data: number[]) => [
  ...[24, 16, 8, 0].map((shift) => (data.length >> shift) & 0xff),
  ...ascii(type),
  ...data,
  0,
  0,
  0,
  0,
];

describe('a PNG without its metadata', () => {
  const signature = [0x89, ...ascii('PNG\r\n\x1a\n')];
  const header = chunk('IHDR', Array(13).fill(1));
  const pixels = chunk('IDAT', [7, 7, 7]);
  const end = chunk('IEND', []);
  const photo = Uint8Array.from([
    ...signature,
    ...header,
    ...chunk('tEXt', ascii('Author\0Jane Host')),
    ...chunk('eXIf', ascii('MM\0*GPS')),
    ...chunk('iTXt', ascii('XML:com.adobe.xmp\0\0\0\0\0<gps/>')),
    ...chunk('tIME', [7, 234, 11, 23, 12, 0, 0]),
    ...pixels,
    ...end,
  ]);

  it('drops the text, EXIF and time chunks and keeps the image chunks', () => {
    const stripped = withoutMetadata(photo, 'image/png');
    expect([...stripped]).toEqual([...signature, ...header, ...pixels, ...end]);
  });

  it('refuses a chunk longer than the file', () => {
    expect(() =>
      withoutMetadata(
        Uint8Array.from([...signature, ...chunk('IHDR', [1]).slice(0, 8)]),
        'image/png',
      ),
    ).toThrow(DamagedImageError);
  });
});

/** A WebP (RIFF) chunk: four letters, little-endian size, data, a pad byte when odd. */
const riffChunk = (type: string, data: number[]) => [
  ...ascii(type),
  ...[0, 8, 16, 24].map((shift) => (data.length >> shift) & 0xff),
  ...data,
  ...(data.length % 2 === 1 ? [0] : []),
];
const riff = (chunks: number[]) => [
  ...ascii('RIFF'),
  ...[0, 8, 16, 24].map((shift) => ((chunks.length + 4) >> shift) & 0xff),
  ...ascii('WEBP'),
  ...chunks,
];

describe('a WebP without its metadata', () => {
  // Extended header: flags byte (EXIF 0x08 and XMP 0x04 set, alpha 0x10), 3 reserved, canvas.
  const extended = (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, 9, 0, 0, 9, 0, 0]);
  const image = riffChunk('VP8 ', [1, 2, 3, 4, 5]);

  it('drops the EXIF and XMP chunks, clears their flags and rewrites the size', () => {
    const photo = Uint8Array.from(
      riff([
        ...extended(0x1c),
        ...image,
        ...riffChunk('EXIF', ascii('GPS 43.65')),
        ...riffChunk('XMP ', ascii('<x:creator>Jane</x:creator>')),
      ]),
    );
    const stripped = withoutMetadata(photo, 'image/webp');
    expect([...stripped]).toEqual(riff([...extended(0x10), ...image]));
  });

  it('refuses a chunk longer than the file', () => {
    const whole = riff([...extended(0), ...image]);
    // Cut inside the image chunk's data, then inside its header.
    for (const length of [40, 34]) {
      expect(() => withoutMetadata(Uint8Array.from(whole.slice(0, length)), 'image/webp')).toThrow(
        DamagedImageError,
      );
    }
  });
});

describe("a phone's PNG or WebP stored on its side", () => {
  // Landscape pixels whose EXIF says to turn them a quarter clockwise, and names the home.
  const sideways = (format: 'png' | 'webp') =>
    sharp({ create: { width: 60, height: 30, channels: 3, background: '#7fa36b' } })
      .toFormat(format)
      .withExif({ IFD0: { Copyright: 'Jane Host, 12 Elm Street' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();

  const cases: [PhotoType, 'png' | 'webp'][] = [
    ['image/png', 'png'],
    ['image/webp', 'webp'],
  ];
  it.each(cases)('%s keeps the orientation alone, so it shows upright', async (type, format) => {
    const photo = await sideways(format);
    expect(has(photo, 'Elm Street')).toBe(true);

    const stripped = withoutMetadata(photo, type);
    expect(has(stripped, 'Elm Street')).toBe(false);
    const metadata = await sharp(stripped).metadata();
    expect(metadata).toMatchObject({ format, width: 60, height: 30, orientation: 6 });
    expect(metadata.autoOrient).toEqual({ width: 30, height: 60 });
    const upright = await sharp(stripped).autoOrient().raw().toBuffer({ resolveWithObject: true });
    expect(upright.info).toMatchObject({ width: 30, height: 60 });
  });
});
