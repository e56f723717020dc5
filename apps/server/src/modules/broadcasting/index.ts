import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import { createChannelService } from './channelService.ts';
import type { ChannelRules } from './policy.ts';
import { broadcastingRoutes } from './routes.ts';

export type BroadcastingModuleOptions = {
  db: Database;
  realtime: Pick<Realtime, 'signer' | 'clientConfig'>;
  /** Who may listen on the channels other modules own, by those modules' rules. */
  rules: ChannelRules;
};

export type { ChannelRules } from './policy.ts';

/** The websocket's HTTP side: the client's configuration and the channels' signatures. */
export const broadcastingModule: FastifyPluginAsync<BroadcastingModuleOptions> = async (
  app,
  { db, realtime, rules },
) => {
  await app.register(broadcastingRoutes, {
    channels: createChannelService(db, realtime.signer, rules),
    clientConfig: realtime.clientConfig,
  });
};
