import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats; images and fonts arrive compressed already. */
const COMPRESSIBLE = /\.(?:css|html|js|json|mjs|svg|txt|webmanifest|xml)$/;

/** Below this the headers of a compressed answer weigh about what compression saves. */
export const MIN_PRECOMPRESSED_BYTES = 1024;

// Built once and served many times: the slowest, smallest settings pay for themselves.
const encoders = [
  {
    extension: '.br',
    encode: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    encode: (data: Buffer) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
  },
] as const;

/** Writes the siblings of one file that come out smaller than it; returns their paths. */
async function precompressFile(file: string): Promise<string[]> {
  const data = await readFile(file);
  if (data.length < MIN_PRECOMPRESSED_BYTES) {
    return [];
  }
  const written = await Promise.all(
    encoders.map(async ({ extension, encode }) => {
      const encoded = await encode(data);
      if (encoded.length >= data.length) {
        return [];
      }
      await writeFile(`${file}${extension}`, encoded);
      return [`${file}${extension}`];
    }),
  );
  return written.flat();
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file under `folder`, for the
 * server to send whichever the browser accepts without compressing on every request.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const names = await readdir(folder, { recursive: true });
  const texts = names.filter((name) => COMPRESSIBLE.test(name));
  const written = await Promise.all(texts.map((name) => precompressFile(path.join(folder, name))));
  return written.flat();
}

/** The Vite build step: precompresses the output folder once every file is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hearth:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      // A failed build leaves a half-written folder that is never served.
      if (error !== undefined) {
        return;
      }
      const written = await precompressFolder(outDir);
      this.info(`precompressed ${written.length} files (brotli and gzip)`);
    },
  };
}
