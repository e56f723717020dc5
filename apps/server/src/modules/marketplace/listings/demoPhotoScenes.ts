import type { MarketplaceProduct } from '@hearth/domain';
import sharp from 'sharp';

// The demo listings' photos are drawn here (a home's sitting room, a shared house, a day
// program's hall) and rendered by libvips as an upload would arrive: a 1600 × 1200 JPEG. No image
// file is shipped, and each is wide enough to be resized to every standard width.

const WIDTH = 1600;
const HEIGHT = 1200;

const window = (x: number, y: number, width: number, height: number) => `
  <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="#f4efe6"/>
  <rect x="${x + 16}" y="${y + 16}" width="${width - 32}" height="${height - 32}" fill="url(#sky)"/>
  <rect x="${x + width / 2 - 6}" y="${y + 16}" width="12" height="${height - 32}" fill="#f4efe6"/>
  <rect x="${x + 16}" y="${y + height / 2 - 6}" width="${width - 32}" height="12" fill="#f4efe6"/>`;

const plant = (x: number, y: number, scale: number) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-60 0 L60 0 L45 110 L-45 110 Z" fill="#b5651d"/>
    <ellipse cx="-40" cy="-70" rx="35" ry="80" fill="#3f7d4e" transform="rotate(-25 -40 -70)"/>
    <ellipse cx="40" cy="-70" rx="35" ry="80" fill="#4f9a5f" transform="rotate(25 40 -70)"/>
    <ellipse cx="0" cy="-100" rx="38" ry="100" fill="#5aa96b"/>
  </g>`;

const sky = `
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#7fb6e6"/><stop offset="1" stop-color="#d6ecfa"/>
  </linearGradient>`;

const sittingRoom = `
  <defs>${sky}
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f3d9b1"/><stop offset="1" stop-color="#e7bf8d"/>
    </linearGradient>
    <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff6d5" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#fff6d5" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
  <rect y="860" width="${WIDTH}" height="340" fill="#a9744a"/>
  ${window(180, 200, 420, 460)}
  <ellipse cx="800" cy="1020" rx="520" ry="110" fill="#c0504d"/>
  <rect x="650" y="560" width="760" height="200" rx="60" fill="#4a6fa5"/>
  <rect x="620" y="680" width="820" height="220" rx="50" fill="#5b82bd"/>
  <rect x="700" y="640" width="300" height="120" rx="30" fill="#6f95cc"/>
  <rect x="1050" y="640" width="300" height="120" rx="30" fill="#6f95cc"/>
  <rect x="1400" y="180" width="14" height="680" fill="#5a4632"/>
  <circle cx="1407" cy="220" r="260" fill="url(#lamp)"/>
  <path d="M1330 170 L1484 170 L1450 260 L1364 260 Z" fill="#fbe7b0"/>
  <rect x="1240" y="400" width="150" height="110" rx="10" fill="#8c5a3c"/>
  ${plant(420, 860, 1.4)}`;

const sharedHouse = `
  <defs>${sky}
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8cc56b"/><stop offset="1" stop-color="#5d9c45"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="1330" cy="220" r="110" fill="#ffd966"/>
  <ellipse cx="420" cy="230" rx="190" ry="60" fill="#ffffff" opacity="0.85"/>
  <ellipse cx="560" cy="200" rx="150" ry="55" fill="#ffffff" opacity="0.85"/>
  <rect y="820" width="${WIDTH}" height="380" fill="url(#lawn)"/>
  <rect x="420" y="470" width="760" height="430" fill="#f2e3c6"/>
  <path d="M360 490 L800 200 L1240 490 Z" fill="#a0443a"/>
  <rect x="740" y="660" width="130" height="240" rx="10" fill="#6b4226"/>
  <circle cx="850" cy="790" r="9" fill="#f4d35e"/>
  ${window(490, 560, 190, 170)}
  ${window(940, 560, 190, 170)}
  <path d="M760 900 L850 900 L980 1200 L640 1200 Z" fill="#d9c7a3"/>
  <rect x="205" y="560" width="46" height="340" fill="#6b4a2b"/>
  <circle cx="228" cy="500" r="150" fill="#3f7d4e"/>
  <circle cx="160" cy="580" r="100" fill="#4f9a5f"/>
  <circle cx="300" cy="590" r="110" fill="#4f9a5f"/>
  ${plant(1320, 900, 1)}`;

const dayHall = `
  <defs>${sky}
    <linearGradient id="hall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e8f1ee"/><stop offset="1" stop-color="#cfe3dc"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#hall)"/>
  <rect y="800" width="${WIDTH}" height="400" fill="#d8c3a5"/>
  ${window(120, 160, 380, 480)}
  ${window(610, 160, 380, 480)}
  ${window(1100, 160, 380, 480)}
  <rect x="260" y="800" width="1080" height="60" rx="14" fill="#8d6e4c"/>
  <rect x="320" y="860" width="30" height="220" fill="#6d5238"/>
  <rect x="1250" y="860" width="30" height="220" fill="#6d5238"/>
  <circle cx="520" cy="780" r="34" fill="#e07a5f"/>
  <circle cx="800" cy="780" r="34" fill="#81b29a"/>
  <circle cx="1080" cy="780" r="34" fill="#f2cc8f"/>
  <rect x="420" y="930" width="150" height="170" rx="20" fill="#3d5a80"/>
  <rect x="725" y="930" width="150" height="170" rx="20" fill="#3d5a80"/>
  <rect x="1030" y="930" width="150" height="170" rx="20" fill="#3d5a80"/>
  ${plant(120, 900, 1.1)}
  ${plant(1480, 900, 1.1)}`;

const scenes: Record<MarketplaceProduct, string> = {
  homecare: sittingRoom,
  sharecare: sharedHouse,
  adultDay: dayHall,
};

/** The demo photo of a listing of `product`: a JPEG as a phone or camera would upload it. */
export function demoListingPhoto(product: MarketplaceProduct): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scenes[product]}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
