import { fileURLToPath } from 'node:url';
import { errorResponseSchema } from '@hearth/domain';
import { expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';

// A built web app in miniature: the pages' code is served from it under /build/.
const webDistDir = fileURLToPath(new URL('../../test/webApp', import.meta.url));
const { server } = useTestServer({ rateLimitMax: 3, webDistDir, trustProxy: true });

it('answers 429 in the error envelope once a client goes over the limit', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    statuses.push((await server.request('/api/app-info')).status);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  const limited = await server.request('/api/app-info');
  expect(limited.headers.get('retry-after')).toBeTruthy();
  expect(errorResponseSchema.parse(await limited.json()).code).toBe('rate_limited');
});

/** A request from a client address of its own (the server trusts X-Forwarded-For here). */
const from = (address: string, path: string) =>
  server.request(path, { headers: { 'x-forwarded-for': address } });

it("tells each client address its own allowance in @fastify/rate-limit's headers", async () => {
  const first = await from('203.0.113.1', '/api/app-info');
  expect(first.headers.get('x-ratelimit-limit')).toBe('3');
  expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
  expect(Number(first.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
  expect(Number(first.headers.get('x-ratelimit-reset'))).toBeLessThanOrEqual(60);
  const second = await from('203.0.113.1', '/api/realtime-config');
  expect(second.headers.get('x-ratelimit-remaining')).toBe('1');
  const elsewhere = await from('203.0.113.2', '/api/app-info');
  expect(elsewhere.headers.get('x-ratelimit-remaining')).toBe('2');
});

it('counts no request that matched no route, as before', async () => {
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await from('203.0.113.3', '/api/no-such-route')).status).toBe(404);
  }
  const counted = await from('203.0.113.3', '/api/app-info');
  expect(counted.headers.get('x-ratelimit-remaining')).toBe('2');
});

it('never rate-limits the health check that load balancers poll', async () => {
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await server.request('/api/health')).status).toBe(200);
  }
});

it('never rate-limits the built files, which a page fetches in many small chunks', async () => {
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await server.request('/build/assets/main-abc123.js')).status).toBe(200);
  }
});
