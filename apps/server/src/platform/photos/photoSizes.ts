import type { PhotoType } from '@hearth/domain';
import type { Sharp } from 'sharp';
import { withLibvips } from './libvipsQueue.ts';
import { newPhotoKey } from './photoFormat.ts';

/**
 * Resized copies are WebP: a third smaller than JPEG at the same look, with transparency, and
 * shown by every browser the web supports. Quality 80 is sharp's default and looks like the
 * upload at these widths; AVIF would be smaller again but takes several times the CPU to encode.
 */
export const RESIZED_PHOTO_TYPE = 'image/webp' satisfies PhotoType;
const WEBP_QUALITY = 80;

export type ResizedCopy = { width: number; data: Buffer; storageKey: string };

/** A photo's width and its copies at each of the asked widths narrower than it. */
export type SizedPhoto = { width: number; copies: ResizedCopy[] };

async function resize(input: Sharp, widths: readonly number[]): Promise<SizedPhoto> {
  // One sharp input, turned upright, answers the metadata and gives each copy as a clone of it.
  const image = input.autoOrient();
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
  return withLibvips(data, (image) => resize(image, widths));
}
