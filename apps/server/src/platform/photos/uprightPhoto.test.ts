import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uprightPhoto } from './uprightPhoto.ts';

/** Landscape pixels, a left half red and a right half blue, in `format` at the orientation. */
function sideways(format: 'jpeg' | 'png' | 'webp', orientation: number, lossless = false) {
  const half = { width: 30, height: 30, channels: 3 } as const;
  return sharp({ create: { width: 60, height: 30, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { ...half, background: '#0000ff' } }, left: 30, top: 0 }])
    .toFormat(format, format === 'webp' ? { lossless } : {})
    .withMetadata({ orientation })
    .toBuffer();
}

/** The red of the pixel at the top and bottom of the left column. */
async function leftColumnRed(data: Buffer) {
  const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const red = (y: number) => pixels[y * info.width * info.channels] ?? 0;
  return { top: red(0), bottom: red(info.height - 1) };
}

describe('a photo kept upright', () => {
  it.each([
    ['png', false],
    ['webp', false],
    ['webp', true],
  ] as const)(
    'turns a %s (lossless %s) stated on its side, and states no turn after',
    async (format, lossless) => {
      const kept = await uprightPhoto(await sideways(format, 6, lossless), `image/${format}`);
      const metadata = await sharp(kept).metadata();
      expect(metadata).toMatchObject({ format, width: 30, height: 60 });
      expect(metadata.orientation).toBeUndefined();
      // A quarter clockwise: the left (red) half is now the top.
      const column = await leftColumnRed(kept);
      expect(column.top).toBeGreaterThan(200);
      expect(column.bottom).toBeLessThan(60);
      expect(kept.includes('VP8L')).toBe(lossless);
    },
  );

  it('keeps a JPEG, and a PNG or WebP stating no turn, byte for byte', async () => {
    const jpeg = await sideways('jpeg', 6);
    expect(await uprightPhoto(jpeg, 'image/jpeg')).toBe(jpeg);
    const png = await sideways('png', 1);
    expect(await uprightPhoto(png, 'image/png')).toBe(png);
    const webp = await sideways('webp', 1);
    expect(await uprightPhoto(webp, 'image/webp')).toBe(webp);
  });
});
