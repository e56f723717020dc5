import { fileURLToPath } from 'node:url';
import { errorResponseSchema } from '@hearth/domain';
import { expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';

// A built web app in miniature: the pages' code is served from it under /build/.
const webDistDir = fileURLToPath(new URL('../../test/webApp', import.meta.url));
const { server } = useTestServer({ rateLimitMax: 3, webDistDir });

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
