import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PRECOMPRESSED_BYTES, precompressFolder } from './precompress.ts';

// A built app in miniature: text that compresses well, in the folder and below it, a text file
// too small to bother, an image, and a script of random bytes that no encoder makes smaller.
const script = "export const greet = (name) => 'Hello, ' + name;\n".repeat(200);
const page = `<!doctype html><title>Hearth</title>${'<p>Find care near you.</p>'.repeat(100)}`;
const files = {
  'index.html': page,
  'assets/index-1a2b3c.js': script,
  'assets/tiny-1a2b3c.js': 'export {};\n',
  'assets/photo-1a2b3c.png': randomBytes(4096),
  'assets/noise-1a2b3c.js': randomBytes(4096),
};

let folder = '';
let written: string[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'hearth-precompress-'));
  await mkdir(path.join(folder, 'assets'));
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(folder, name), content);
  }
  written = await precompressFolder(folder);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

const read = (name: string) => readFile(path.join(folder, name));

describe('precompressing the built app', () => {
  it('writes a brotli and a gzip copy beside each text file, each the same text', async () => {
    for (const name of ['index.html', 'assets/index-1a2b3c.js']) {
      const original = await read(name);
      const brotli = await read(`${name}.br`);
      const gzip = await read(`${name}.gz`);
      expect(brotliDecompressSync(brotli).equals(original), name).toBe(true);
      expect(gunzipSync(gzip).equals(original), name).toBe(true);
      expect(brotli.length).toBeLessThan(gzip.length);
      expect(gzip.length).toBeLessThan(original.length / 4);
    }
  });

  it('leaves alone images, small files and files that would not get smaller', async () => {
    expect(Buffer.byteLength(files['assets/tiny-1a2b3c.js'])).toBeLessThan(MIN_PRECOMPRESSED_BYTES);
    expect((await readdir(path.join(folder, 'assets'))).sort()).toStrictEqual([
      'index-1a2b3c.js',
      'index-1a2b3c.js.br',
      'index-1a2b3c.js.gz',
      'noise-1a2b3c.js',
      'photo-1a2b3c.png',
      'tiny-1a2b3c.js',
    ]);
  });

  it('tells which files it wrote', () => {
    expect(written.map((file) => path.relative(folder, file)).sort()).toStrictEqual([
      'assets/index-1a2b3c.js.br',
      'assets/index-1a2b3c.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
  });
});
