import { IMAGE_PIXELS_MAX, type PhotoType } from '@hearth/domain';
import sharp from 'sharp';
import { newPhotoKey } from './photoFormat.ts';
import { DamagedImageError } from './photoMetadata.ts';

// Each photo is resized once, so libvips' cache of recent images would only hold memory.
sharp.cache(false);

/**
 * Resized copies are WebP: a third smaller than JPEG at the same look, with transparency, and
 * shown by every browser the web supports. Quality 80 is sharp's default and looks like the
 * upload at these widths; AVIF would be smaller again but takes several times the CPU to encode.
 */
export const RESIZED_PHOTO_TYPE = 'image/webp' satisfies PhotoType;
const WEBP_QUALITY = 80;

// The upload's header was checked against these limits before (platform/imageSize.ts); libvips
// holds to them too, so no path reaches a decode of a larger image. `failOn: 'error'` decodes
// what a browser would show (a phone's JPEG with a stray byte warns), and refuses what it cannot.
const input = {
  limitInputPixels: IMAGE_PIXELS_MAX,
  failOn: 'error',
  sequentialRead: true,
} as const;

export type ResizedCopy = { width: number; data: Buffer; storageKey: string };

/** A photo's width and its copies at each of the asked widths narrower than it. */
export type SizedPhoto = { width: number; copies: ResizedCopy[] };

// sharp works on libuv's thread pool, never the event loop, but that pool (four threads) also
// reads files, resolves names and compresses answers. One photo at a time per process leaves it
// three, and a burst of uploads waits its turn instead of taking every core.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const done = turn.then(work);
  turn = done.catch(() => undefined);
  return done;
}

async function resize(data: Buffer, widths: readonly number[]): Promise<SizedPhoto> {
  // One sharp input, turned upright, answers the metadata and gives each copy as a clone of it.
  const image = sharp(data, input).autoOrient();
  // As shown: a phone's portrait photo is as wide as its stored pixels are high.
  const { width } = (await image.metadata()).autoOrient;
  const copies: ResizedCopy[] = [];
  // Never enlarged: a width the photo does not reach has no copy. Made one after another, as
  // each already runs on a thread of its own.
  for (const target of widths.filter((candidate) => candidate < width)) {
    const resized = await image
      .clone()
      .resize({ width: target })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    copies.push({ width: target, data: resized, storageKey: newPhotoKey(RESIZED_PHOTO_TYPE) });
  }
  if (copies.length === 0) {
    // Nothing was resized, so nothing decoded it: a photo is kept only once its pixels read.
    await image.stats();
  }
  return { width, copies };
}

/**
 * The photo (already without its metadata but its orientation) measured as shown and resized to
 * `widths`, turned upright and re-encoded, which also leaves out anything the encoder would carry
 * over: no EXIF, XMP or colour profile (the pixels are converted to sRGB). Throws
 * `DamagedImageError` when libvips cannot decode it.
 */
export function sizedPhoto(data: Buffer, widths: readonly number[]): Promise<SizedPhoto> {
  return inTurn(async () => {
    try {
      return await resize(data, widths);
    } catch (error) {
      // sharp's errors are plain Errors; anything thrown here is about these bytes.
      throw new DamagedImageError('image could not be decoded', { cause: error });
    }
  });
}
