import { errorResponseSchema } from '@hearth/domain';
import { expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.ts';

const { server } = useTestServer({ rateLimitMax: 3 });

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
