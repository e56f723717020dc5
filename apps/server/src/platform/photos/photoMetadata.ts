import type { PhotoType } from '@hearth/domain';
import { ascii, readUint16, readUint32 } from './byteReaders.ts';
import {
  exifOrientation,
  orientationPngChunk,
  orientationSegment,
  orientationWebpChunk,
} from './exifOrientation.ts';

// A phone photo carries where and when it was taken (EXIF GPS), the camera and sometimes the
// owner's name. A host's photos of their home are public, the home's exact place is not; a
// caregiver's face must not say where they live. Every uploaded photo loses its metadata before
// it is stored. Pixels, colour profiles and the orientation are kept.

/** Thrown when the bytes start like an image but do not hold together as one. */
export class DamagedImageError extends Error {}

const damaged = () => new DamagedImageError('damaged image');

/** Whether an orientation was stated that turns the pixels (1 leaves them as stored). */
const turns = (orientation: number | null): orientation is number =>
  orientation !== null && orientation !== 1;

const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
const JPEG_APP1 = 0xe1;
const JPEG_APP13 = 0xed;
const JPEG_COMMENT = 0xfe;

const JPEG_APP0 = 0xe0;

/**
 * JPEG: drops EXIF and XMP (APP1), Photoshop/IPTC (APP13) and comment segments, then states the
 * EXIF orientation again alone (after the JFIF header, where there is one).
 */
function stripJpeg(data: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [data.subarray(0, 2)];
  let orientation: number | null = null;
  let afterHeader = 1;
  let at = 2;
  while (at < data.length) {
    if (data[at] !== 0xff) {
      throw damaged();
    }
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === JPEG_EOI) {
      kept.push(data.subarray(at, at + 2));
      break;
    }
    const length = readUint16(data, at + 2, 'big');
    if (length === null || length < 2 || at + 2 + length > data.length) {
      throw damaged();
    }
    if (marker === JPEG_SOS) {
      // The scan's entropy-coded data runs to the end; nothing after it carries metadata we strip.
      kept.push(data.subarray(at));
      break;
    }
    if (marker === JPEG_APP1) {
      orientation ??= exifOrientation(data.subarray(at + 4, at + 2 + length));
    }
    const isMetadata = marker === JPEG_APP1 || marker === JPEG_APP13 || marker === JPEG_COMMENT;
    if (!isMetadata) {
      kept.push(data.subarray(at, at + 2 + length));
      if (marker === JPEG_APP0 && kept.length === 2) {
        afterHeader = 2;
      }
    }
    at += 2 + length;
  }
  if (turns(orientation)) {
    kept.splice(afterHeader, 0, orientationSegment(orientation));
  }
  return Buffer.concat(kept);
}

// Text chunks may hold XMP (with GPS) or an author; eXIf is EXIF; tIME is when it was edited.
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** PNG: drops the EXIF, text and time chunks, then states the EXIF orientation again alone. */
function stripPng(data: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [data.subarray(0, 8)];
  let orientation: number | null = null;
  let at = 8;
  while (at < data.length) {
    const length = readUint32(data, at, 'big');
    if (length === null || at + 12 + length > data.length) {
      throw damaged();
    }
    const end = at + 12 + length; // length, type, data, CRC
    const type = ascii(data, at + 4, 4);
    if (type === 'eXIf') {
      orientation ??= exifOrientation(data.subarray(at + 8, at + 8 + length));
    }
    if (!PNG_METADATA_CHUNKS.has(type)) {
      kept.push(data.subarray(at, end));
    }
    at = end;
    if (type === 'IEND') {
      break;
    }
  }
  if (turns(orientation)) {
    // Right after IHDR, which comes first: eXIf belongs before the image data.
    kept.splice(2, 0, orientationPngChunk(orientation));
  }
  return Buffer.concat(kept);
}

const WEBP_METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);
// Bits of the extended header's first byte that announce the EXIF and XMP chunks.
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

/**
 * WebP: drops the EXIF and XMP chunks and clears their flags in the extended header, then states
 * the EXIF orientation again alone.
 */
function stripWebp(data: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let orientation: number | null = null;
  let extendedHeader: Uint8Array | undefined;
  let at = 12;
  while (at + 8 <= data.length) {
    const type = ascii(data, at, 4);
    const size = readUint32(data, at + 4, 'little');
    if (size === null || at + 8 + size > data.length) {
      throw damaged();
    }
    const end = at + 8 + size + (size % 2); // chunks are padded to an even length
    if (type === 'EXIF') {
      orientation ??= exifOrientation(data.subarray(at + 8, at + 8 + size));
    }
    if (!WEBP_METADATA_CHUNKS.has(type)) {
      const chunk = Uint8Array.from(data.subarray(at, Math.min(end, data.length)));
      if (type === 'VP8X') {
        chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
        extendedHeader = chunk;
      }
      chunks.push(chunk);
    }
    at = end;
  }
  // Bytes left that cannot be a chunk header: a cut file.
  if (at < data.length) {
    throw damaged();
  }
  // Only the extended format carries EXIF, announced by its header; it follows the image data.
  if (turns(orientation) && extendedHeader !== undefined) {
    extendedHeader[8] = (extendedHeader[8] ?? 0) | VP8X_EXIF_FLAG;
    chunks.push(orientationWebpChunk(orientation));
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'ascii');
  return Buffer.concat([header, body]);
}

const strippers: Record<PhotoType, (data: Uint8Array) => Uint8Array> = {
  'image/jpeg': stripJpeg,
  'image/png': stripPng,
  'image/webp': stripWebp,
};

/** The photo without its metadata; throws `DamagedImageError` when its structure is broken. */
export function withoutMetadata(data: Uint8Array, type: PhotoType): Buffer {
  return Buffer.from(strippers[type](data));
}
