import { randomUUID } from 'node:crypto';
import type { PhotoType } from '@hearth/domain';

// A file's first bytes say what it is; the name and the declared content type are the
// uploader's word, and a script renamed .png must not be served as an image.
const signatures: readonly { type: PhotoType; at: number; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // RIFF….WEBP: the four size bytes between are any.
  { type: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
];
const riff = [0x52, 0x49, 0x46, 0x46];

const startsWith = (data: Uint8Array, at: number, bytes: readonly number[]) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);

/** The photo type these bytes are, or null when they are none of JPEG, PNG and WebP. */
export function photoTypeOf(data: Uint8Array): PhotoType | null {
  for (const signature of signatures) {
    const riffFirst = signature.type !== 'image/webp' || startsWith(data, 0, riff);
    if (riffFirst && startsWith(data, signature.at, signature.bytes)) {
      return signature.type;
    }
  }
  return null;
}

const extensionOf: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A new random key for a photo file of this type, never reused. */
export const newPhotoKey = (type: PhotoType) => `${randomUUID()}.${extensionOf[type]}`;
