// A phone stores a portrait photo as landscape pixels with an EXIF Orientation saying how to turn
// them. Stripping EXIF drops that too, and the photo would show on its side; so the orientation
// alone is read from the EXIF being dropped and written back as an EXIF of its own, which says
// nothing else.

import { ascii, type ByteOrder, readUint16, readUint32 } from './byteReaders.ts';

const EXIF_HEADER = 'Exif\0\0';
const ORIENTATION_TAG = 0x0112;
const TIFF_SHORT = 3;
const IFD_ENTRY_BYTES = 12;
// A TIFF starts by naming its byte order: Intel's little-endian, or Motorola's big.
const byteOrders: Partial<Record<string, ByteOrder>> = { II: 'little', MM: 'big' };

/** The Orientation (1 to 8) the body of a JPEG APP1 segment states, or null when it states none. */
export function exifOrientation(segmentBody: Uint8Array): number | null {
  if (ascii(segmentBody, 0, EXIF_HEADER.length) !== EXIF_HEADER) {
    return null;
  }
  const tiff = segmentBody.subarray(EXIF_HEADER.length);
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

/** A JPEG APP1 segment whose EXIF holds the Orientation and nothing else. */
export function orientationSegment(orientation: number): Buffer {
  // Big-endian TIFF: header, then IFD0 at offset 8 with one entry and no next IFD.
  const tiff = Buffer.alloc(8 + 2 + IFD_ENTRY_BYTES + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(TIFF_SHORT, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const body = Buffer.concat([Buffer.from(EXIF_HEADER, 'latin1'), tiff]);
  const marker = Buffer.from([0xff, 0xe1, 0, 0]);
  marker.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([marker, body]);
}
