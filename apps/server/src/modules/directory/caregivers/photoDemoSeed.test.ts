import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedPhoto } from '../../../platform/photos/storedPhoto.ts';
import { demoPortraitPng } from './photoDemoSeed.ts';

describe("the demo caregiver's portrait", () => {
  it('is a PNG the upload rules accept, 96 pixels square, every row there', async () => {
    const png = demoPortraitPng();
    const kept = await storedPhoto(png, {
      field: 'photo',
      type: 'caregivers:photo.type',
      damaged: 'caregivers:photo.damaged',
    });
    expect(kept.contentType).toBe('image/png');
    expect(kept.data).toEqual(png);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 96]);
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(pixels.length).toBe(96 * (1 + 96 * 3));
  });
});
