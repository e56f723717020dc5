import { IMAGE_PIXELS_MAX, IMAGE_SIDE_MAX } from '@hearth/domain';
import { ascii, readUint16, readUint24, readUint32 } from './photos/byteReaders.ts';

// An image's header declares its width and height before any pixel. A small file can declare
// 100,000 × 100,000 pixels and take tens of gigabytes to decode (in a browser showing it, or a
// future thumbnailer), so uploads are measured by their header, without decoding anything.

type ImageSize = { width: number; height: number };

const startsWith = (data: Uint8Array, at: number, text: string) =>
  ascii(data, at, text.length) === text;

/** A size from two numbers read where the bytes may have ended: null when either is missing. */
const sizeOf = (width: number | null, height: number | null): ImageSize | null =>
  width === null || height === null ? null : { width, height };

const PNG_SIGNATURE = '\x89PNG\r\n\x1a\n';

/** PNG: the IHDR chunk comes first, its width and height its first eight bytes. */
function pngSize(data: Uint8Array): ImageSize | null {
  if (!startsWith(data, 12, 'IHDR')) {
    return null;
  }
  return sizeOf(readUint32(data, 16, 'big'), readUint32(data, 20, 'big'));
}

const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
// Start-of-frame markers C0–CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic).
const isJpegFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers that stand alone, without a length: TEM and the restart markers.
const isJpegStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** JPEG: the segments before the scan, walked to the first frame header. */
function jpegSize(data: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= data.length) {
    const marker = data[at + 1] ?? 0;
    if (data[at] !== 0xff || marker === JPEG_SOS || marker === JPEG_EOI) {
      return null;
    }
    if (marker === 0xff || isJpegStandalone(marker)) {
      at += marker === 0xff ? 1 : 2; // fill byte, or a marker without a segment
      continue;
    }
    if (isJpegFrame(marker)) {
      // length (2), precision (1), height (2), width (2); a height of 0 is left to a later DNL.
      return sizeOf(readUint16(data, at + 7, 'big'), readUint16(data, at + 5, 'big'));
    }
    at += 2 + (readUint16(data, at + 2, 'big') ?? 0);
  }
  return null;
}

/** WebP: the first chunk after `RIFF….WEBP` is the lossy, lossless or extended header. */
function webpSize(data: Uint8Array): ImageSize | null {
  if (startsWith(data, 12, 'VP8 ') && startsWith(data, 23, '\x9d\x01\x2a')) {
    const width = readUint16(data, 26, 'little');
    const height = readUint16(data, 28, 'little');
    return sizeOf(width === null ? null : width & 0x3fff, height === null ? null : height & 0x3fff);
  }
  if (startsWith(data, 12, 'VP8L') && data[20] === 0x2f) {
    const bits = readUint32(data, 21, 'little');
    return bits === null
      ? null
      : { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(data, 12, 'VP8X')) {
    const width = readUint24(data, 24, 'little');
    const height = readUint24(data, 27, 'little');
    return sizeOf(width === null ? null : width + 1, height === null ? null : height + 1);
  }
  return null;
}

const readers: readonly { is: (data: Uint8Array) => boolean; size: typeof pngSize }[] = [
  { is: (data) => startsWith(data, 0, PNG_SIGNATURE), size: pngSize },
  { is: (data) => startsWith(data, 0, '\xff\xd8\xff'), size: jpegSize },
  { is: (data) => startsWith(data, 0, 'RIFF') && startsWith(data, 8, 'WEBP'), size: webpSize },
];

/**
 * Whether these bytes are a PNG, JPEG or WebP too large to decode safely, or one whose header does
 * not say its size (nothing can tell what decoding it would take). Other bytes are not images.
 */
export function isOversizedImage(data: Uint8Array): boolean {
  const reader = readers.find((candidate) => candidate.is(data));
  if (reader === undefined) {
    return false;
  }
  const size = reader.size(data);
  if (size === null || size.width < 1 || size.height < 1) {
    return true;
  }
  return (
    size.width > IMAGE_SIDE_MAX ||
    size.height > IMAGE_SIDE_MAX ||
    size.width * size.height > IMAGE_PIXELS_MAX
  );
}
