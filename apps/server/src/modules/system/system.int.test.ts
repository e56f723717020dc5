import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { startTestServer } from '../../../test/server.ts';
import { connectDatabase } from '../../db/client.ts';

const { server } = useTestServer({ seed: 'demo' });

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is down', async () => {
    // A pool aimed at a port nobody listens on stands for a database that went away.
    const unreachable = connectDatabase('postgres://nobody:x@127.0.0.1:1/none', () => undefined);
    const downServer = await startTestServer({ db: unreachable.db });
    try {
      const response = await downServer.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await downServer.close();
      await unreachable.close();
    }
  });
});

describe('GET /api/app-info', () => {
  it('serves the seeded instance name, support address and version', async () => {
    const response = await server.request('/api/app-info');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      data: {
        instanceName: 'Hearth demo',
        supportEmail: 'support@hearth.example',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      },
    });
  });
});
