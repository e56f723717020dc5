import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';
import { rawGet } from '../../test/rawRequest.ts';
import { publicAccess } from './access.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

// A built web app in miniature, with the brotli and gzip copies the build writes beside its files.
const webDistDir = fileURLToPath(new URL('../../test/webApp', import.meta.url));
const built = (name: string) => readFileSync(path.join(webDistDir, name));

const testAccess = publicAccess('test route');
// As long as a page of search results, many times the threshold.
const largeAnswer = {
  data: Array.from({ length: 200 }, (_, id) => ({ id, name: `Listing ${id}`, city: 'Toronto' })),
};
const smallAnswer = { data: { id: 1 } };
// Bytes that would compress well, but of formats that are compressed already or must stream.
const repetitive = 'data: tick\n\n'.repeat(COMPRESSION_THRESHOLD_BYTES);

function addProbeRoutes(app: FastifyInstance) {
  const config = { access: testAccess };
  app.get('/api/test/large', { config }, async () => largeAnswer);
  app.get('/api/test/small', { config }, async () => smallAnswer);
  app.get('/api/test/image', { config }, async (_request, reply) =>
    reply.type('image/png').send(Buffer.from(repetitive)),
  );
  app.get('/api/test/events', { config }, async (_request, reply) =>
    reply.type('text/event-stream').send(repetitive),
  );
}

const { server } = useTestServer({ webDistDir, configure: addProbeRoutes });

const get = (pathname: string, acceptEncoding?: string) =>
  rawGet(
    `${server.url}${pathname}`,
    acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  );

describe('the built web app, compressed once at build time', () => {
  const asset = '/build/assets/main-abc123.js';

  it.each([
    ['br', 'gzip, deflate, br', '.br'],
    ['gzip', 'gzip, deflate', '.gz'],
  ])('sends the %s copy to a browser that accepts it', async (encoding, accepted, extension) => {
    const response = await get(asset, accepted);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The file the build wrote, as it is: nothing compressed on the way.
    expect(response.body.equals(built(`assets/main-abc123.js${extension}`))).toBe(true);
    const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    expect(decode(response.body).equals(built('assets/main-abc123.js'))).toBe(true);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get(asset);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.equals(built('assets/main-abc123.js'))).toBe(true);
  });

  it('sends the page compressed too, never cached without asking', async () => {
    const response = await get('/en-us/homecare', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.body).equals(built('index.html'))).toBe(true);
  });
});

describe('API answers', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'compresses a large JSON answer with %s when the client accepts it',
    async (encoding, decode) => {
      const response = await get('/api/test/large', encoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.length).toBeLessThan(JSON.stringify(largeAnswer).length / 4);
      expect(JSON.parse(decode(response.body).toString('utf8'))).toStrictEqual(largeAnswer);
    },
  );

  it('prefers brotli when the client accepts both', async () => {
    const response = await get('/api/test/large', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('answers plain JSON to a client that accepts no encoding', async () => {
    const response = await get('/api/test/large');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toStrictEqual(largeAnswer);
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/test/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toStrictEqual(smallAnswer);
  });

  it.each([
    ['an image', '/api/test/image'],
    ['a stream of server-sent events', '/api/test/events'],
  ])('leaves %s as it is', async (_kind, pathname) => {
    const response = await get(pathname, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(repetitive);
  });
});
