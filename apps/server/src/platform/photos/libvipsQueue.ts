import { IMAGE_PIXELS_MAX } from '@hearth/domain';
import sharp, { type Sharp } from 'sharp';
import { DamagedImageError } from './photoMetadata.ts';

// Each photo is decoded for one job, so libvips' cache of recent images would only hold memory.
sharp.cache(false);

// The upload's header was checked against these limits before (platform/imageSize.ts); libvips
// holds to them too, so no path reaches a decode of a larger image. `failOn: 'error'` decodes
// what a browser would show (a phone's JPEG with a stray byte warns), and refuses what it cannot.
const input = {
  limitInputPixels: IMAGE_PIXELS_MAX,
  failOn: 'error',
  sequentialRead: true,
} as const;

// sharp works on libuv's thread pool, never the event loop, but that pool (four threads) also
// reads files, resolves names and compresses answers. One photo at a time per process leaves it
// three, and a burst of uploads waits its turn instead of taking every core.
let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` on a sharp input of `data` once the photos before it are done. Throws
 * `DamagedImageError` when libvips cannot decode the bytes.
 */
export function withLibvips<T>(data: Buffer, work: (image: Sharp) => Promise<T>): Promise<T> {
  const done = turn.then(async () => {
    try {
      return await work(sharp(data, input));
    } catch (error) {
      // sharp's errors are plain Errors; anything thrown here is about these bytes.
      throw new DamagedImageError('image could not be decoded', { cause: error });
    }
  });
  turn = done.catch(() => undefined);
  return done;
}
