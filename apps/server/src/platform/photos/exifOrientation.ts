// A phone stores a portrait photo as landscape pixels with an EXIF Orientation saying how to turn
// them. Stripping EXIF drops that too, and the photo would show on its side; so the orientation
// alone is read from the EXIF being dropped and written back as an EXIF of its own, which says
// nothing else: a JPEG's APP1 segment, a PNG's eXIf chunk or a WebP's EXIF chunk.

import { ascii, type ByteOrder, readUint16, readUint32 } from './byteReaders.ts';
import { pngChunk } from './pngChunk.ts';

// JPEG's APP1 puts it before the TIFF; PNG's eXIf leaves it out, and WebP writers differ.
const EXIF_HEADER = 'Exif\0\0';
const ORIENTATION_TAG = 0x0112;
const TIFF_SHORT = 3;
const IFD_ENTRY_BYTES = 12;
// A TIFF starts by naming its byte order: Intel's little-endian, or Motorola's big.
const byteOrders: Partial<Record<string, ByteOrder>> = { II: 'little', MM: 'big' };

/**
 * The Orientation (1 to 8) an EXIF block states (a TIFF, `Exif\0\0` before it or not), or null
 * when it states none.
 */
export function exifOrientation(exif: Uint8Array): number | null {
  const tiff =
    ascii(exif, 0, EXIF_HEADER.length) === EXIF_HEADER ? exif.subarray(EXIF_HEADER.length) : exif;
  const order = byteOrders[ascii(tiff, 0, 2)];
  if (order === undefined) {
    return null;
  }
  const uint16 = (at: number) => readUint16(tiff, at, order);
  const uint32 = (at: number) => readUint32(tiff, at, order);
  const ifd = uint32(4);
  const entries = ifd === null ? null : uint16(ifd);
  if (ifd === null || entries === null) {
    return null;
  }
  for (let index = 0; index < entries; index += 1) {
    const at = ifd + 2 + index * IFD_ENTRY_BYTES;
    if (uint16(at) === ORIENTATION_TAG) {
      const value = uint16(at + 8);
      return value !== null && value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** A big-endian TIFF: its header, then IFD0 at offset 8 with the one entry and no next IFD. */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + IFD_ENTRY_BYTES + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(TIFF_SHORT, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  return tiff;
}

/** A JPEG APP1 segment whose EXIF holds the Orientation and nothing else. */
export function orientationSegment(orientation: number): Buffer {
  const body = Buffer.concat([Buffer.from(EXIF_HEADER, 'latin1'), orientationTiff(orientation)]);
  const marker = Buffer.from([0xff, 0xe1, 0, 0]);
  marker.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([marker, body]);
}

/** A PNG eXIf chunk holding the Orientation and nothing else. */
export const orientationPngChunk = (orientation: number) =>
  pngChunk('eXIf', orientationTiff(orientation));

/** A WebP EXIF chunk holding the Orientation and nothing else. */
export function orientationWebpChunk(orientation: number): Buffer {
  const tiff = orientationTiff(orientation);
  const header = Buffer.alloc(8);
  header.write('EXIF', 0, 'latin1');
  header.writeUInt32LE(tiff.length, 4);
  // A RIFF chunk is padded to an even length.
  return Buffer.concat([header, tiff, Buffer.alloc(tiff.length % 2)]);
}
