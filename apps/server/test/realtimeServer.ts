import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RealtimeSettings } from '../src/config.ts';
import { registerErrorHandling } from '../src/platform/errors.ts';
import {
  type Realtime,
  type RealtimeOptions,
  registerRealtime,
} from '../src/platform/realtime/index.ts';
import type { RealtimeTimings } from '../src/platform/realtime/socketServer.ts';
import { TEST_REALTIME, type TestServer } from './server.ts';

export type RealtimeTestServer = TestServer & { realtime: Realtime };

export type RealtimeServerOptions = {
  settings?: RealtimeSettings;
  timings?: Partial<RealtimeTimings>;
  dataDir?: string;
  webhookQueue?: RealtimeOptions['webhookQueue'];
};

/**
 * The websocket server alone on a real port, without the database: for protocol tests that need
 * the app's broadcaster, other settings or shortened keep-alive timings.
 */
export async function startRealtimeServer(
  options: RealtimeServerOptions = {},
): Promise<RealtimeTestServer> {
  const dataDir =
    options.dataDir ?? path.join(os.tmpdir(), `hearth-realtime-${randomBytes(6).toString('hex')}`);
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const realtime = await registerRealtime(app, {
    settings: options.settings ?? TEST_REALTIME,
    dataDir,
    ...(options.timings === undefined ? {} : { timings: options.timings }),
    ...(options.webhookQueue === undefined ? {} : { webhookQueue: options.webhookQueue }),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    realtime,
    dataDir,
    request: (requestPath, init) => fetch(`${url}${requestPath}`, init),
    close: async () => {
      await app.close();
      if (options.dataDir === undefined) {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
