import { MAP_CLUSTERING, type MapConfig } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { tileImageSources } from './mapConfigRoutes.ts';

const tiles = {
  tileUrl: 'https://{s}.tile.example/{z}/{x}/{y}.png',
  attribution: '© Example contributors',
};

const { server: withoutTiles } = useTestServer();
const { database, server: withTiles } = useTestServer({ map: tiles });

const readConfig = async (server: TestServer) =>
  (await expectBody<{ data: MapConfig }>(await server.request('/api/map-config'), 200)).data;

describe('GET /api/map-config', () => {
  it('answers anyone, signed in or not, with no tiles when none are configured', async () => {
    const config = await readConfig(withoutTiles);
    expect(config).toEqual({ tileUrl: null, attribution: null, maxZoom: config.maxZoom });
  });

  it('gives the configured tile template and attribution as they were set', async () => {
    expect(await readConfig(withTiles)).toMatchObject(tiles);
  });

  it('lets the map zoom past the last clustered zoom, so every listing can stand alone', async () => {
    expect((await readConfig(withTiles)).maxZoom).toBeGreaterThan(MAP_CLUSTERING.maxZoom);
  });

  it('takes no input: query parameters change nothing', async () => {
    const response = await withTiles.request('/api/map-config?tileUrl=https://evil.example');
    expect((await expectBody<{ data: MapConfig }>(response, 200)).data).toMatchObject(tiles);
  });
});

describe('tiles from a plain http server', () => {
  it('are allowed as images by the pages, subdomains and all', async () => {
    const server = await startTestServer({
      db: database.db,
      map: { tileUrl: 'http://{s}.tiles.internal:8080/{z}/{x}/{y}.png', attribution: null },
    });
    try {
      const policy = (await server.request('/api/map-config')).headers.get(
        'content-security-policy',
      );
      expect(policy).toMatch(/img-src [^;]*http:\/\/\*\.tiles\.internal:8080/);
    } finally {
      await server.close();
    }
  });

  it('need nothing more when tiles are https, our own, or absent', () => {
    expect(tileImageSources('https://{s}.tile.example/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileImageSources(null)).toEqual([]);
    expect(tileImageSources('http://tiles.internal/{z}/{x}/{y}.png?key=1')).toEqual([
      'http://tiles.internal',
    ]);
  });

  it('leave the policy as it was without them', async () => {
    const policy = (await withoutTiles.request('/api/map-config')).headers.get(
      'content-security-policy',
    );
    expect(policy).toContain("img-src 'self' data: blob: https:;");
  });
});
