import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Hearth's flame on its brick-red square, as the favicon draws it, in the sizes phones ask for. */
export const APP_ICON_SIZES = [192, 512] as const;
export const appIconPath = (size: number) => `icons/hearth-${size}.png`;

const BRICK = [0xa8, 0x43, 0x1f] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

/**
 * Whether a point of the unit square is in the flame: a round base under a pointed top. Kept in
 * the middle 60 %, so the icon also works as a maskable one (the launcher may crop to a circle).
 */
function inFlame(x: number, y: number): boolean {
  const [cx, cy, r] = [0.5, 0.6, 0.17];
  if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) {
    return true;
  }
  // The top: a triangle from the apex to the base circle's widest line.
  const apexY = 0.2;
  if (y < apexY || y > cy) {
    return false;
  }
  const halfWidth = (r * (y - apexY)) / (cy - apexY);
  return Math.abs(x - cx) <= halfWidth;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon as a PNG of `size` × `size` pixels (8-bit RGB). */
export function appIconPng(size: number): Buffer {
  const rowBytes = 1 + size * 3;
  const pixels = Buffer.alloc(rowBytes * size);
  for (let row = 0; row < size; row += 1) {
    // Each row starts with its filter type, 0: none.
    for (let column = 0; column < size; column += 1) {
      const colour = inFlame((column + 0.5) / size, (row + 0.5) / size) ? WHITE : BRICK;
      pixels.set(colour, row * rowBytes + 1 + column * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter/interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes the icons into the build, drawn here: nothing to download, no binary in the repository. */
export function appIcons(): Plugin {
  return {
    name: 'hearth:app-icons',
    apply: 'build',
    generateBundle() {
      for (const size of APP_ICON_SIZES) {
        this.emitFile({ type: 'asset', fileName: appIconPath(size), source: appIconPng(size) });
      }
    },
  };
}
