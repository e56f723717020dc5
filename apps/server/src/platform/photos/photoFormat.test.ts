import { describe, expect, it } from 'vitest';
import { photoTypeOf } from './photoFormat.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('photoTypeOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(photoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(photoTypeOf(bytes(0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(photoTypeOf(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')))).toBe(
      'image/webp',
    );
  });

  it('refuses anything else, however it is named', () => {
    expect(photoTypeOf(bytes(...ascii('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull();
    expect(photoTypeOf(bytes(...ascii('GIF89a'), 0, 0))).toBeNull();
    // A RIFF file that is not WebP (a WAV sound), and WEBP without RIFF.
    expect(photoTypeOf(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')))).toBeNull();
    expect(photoTypeOf(bytes(...ascii('XXXX'), 1, 2, 3, 4, ...ascii('WEBP')))).toBeNull();
    expect(photoTypeOf(bytes(0x89, ...ascii('PN')))).toBeNull();
    expect(photoTypeOf(bytes())).toBeNull();
  });
});
