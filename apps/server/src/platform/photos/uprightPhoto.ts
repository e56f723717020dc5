import type { PhotoType } from '@hearth/domain';
import type { Sharp } from 'sharp';
import { ascii, readUint32 } from './byteReaders.ts';
import { withLibvips } from './libvipsQueue.ts';

// Every browser turns a JPEG by its EXIF orientation, so a JPEG is kept as sent with its
// orientation alone. Not so a PNG's eXIf or a WebP's EXIF (Chromium turns the PNG, not the
// WebP): a PNG or WebP stating a turn is turned here and kept upright, with no orientation left.

/** Whether a WebP's image is lossless (a VP8L chunk) rather than lossy (VP8). */
function isLosslessWebp(data: Uint8Array): boolean {
  let at = 12;
  for (;;) {
    const type = ascii(data, at, 4);
    const size = readUint32(data, at + 4, 'little');
    if (type === 'VP8L' || type === 'VP8 ' || size === null) {
      return type === 'VP8L';
    }
    at += 8 + size + (size % 2);
  }
}

// Near what was sent, for a photo already lossy once: quality 80 (the copies') would lose more.
const WEBP_REENCODE_QUALITY = 90;

async function turned(image: Sharp, data: Buffer, type: PhotoType): Promise<Buffer> {
  const { orientation, pages = 1 } = await image.metadata();
  // An animated WebP would lose its frames to a re-encode: it keeps its orientation alone.
  if (orientation === undefined || orientation === 1 || pages > 1) {
    return data;
  }
  const upright = image.autoOrient().keepIccProfile();
  return type === 'image/png'
    ? upright.png().toBuffer()
    : upright
        .webp(isLosslessWebp(data) ? { lossless: true } : { quality: WEBP_REENCODE_QUALITY })
        .toBuffer();
}

/**
 * The photo (already without its metadata but its orientation) as it is kept: a JPEG, or a PNG or
 * WebP stating no turn, as it is; a PNG or WebP stating one, turned upright and re-encoded in its
 * own format. Throws `DamagedImageError` when libvips cannot decode a photo it must turn.
 */
export function uprightPhoto(data: Buffer, type: PhotoType): Promise<Buffer> {
  if (type === 'image/jpeg') {
    return Promise.resolve(data);
  }
  return withLibvips(data, (image) => turned(image, data, type));
}
