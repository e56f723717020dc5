import { REALTIME, type RealtimeConfig, realtimeConfigResponseSchema } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../platform/access.ts';
import { actorOf } from '../../platform/auth/actor.ts';
import { SESSION_COOKIE } from '../../platform/auth/cookies.ts';
import { compiledSerializerCompiler } from '../../platform/compiledSerializer.ts';
import { acceptFormBodies } from '../../platform/formBody.ts';
import { SOCKET_ID_PATTERN } from '../../platform/realtime/protocol.ts';
import { sessionTag } from '../../platform/realtime/terminations.ts';
import type { ChannelService } from './channelService.ts';
import { broadcastingAccess } from './policy.ts';

export type BroadcastingRoutesOptions = { channels: ChannelService; clientConfig: RealtimeConfig };

const tags = ['real-time'];

const socketId = z.string().regex(SOCKET_ID_PATTERN, 'Not a socket id.');
const channelAuthBodySchema = z.object({
  socket_id: socketId,
  channel_name: z.string().min(1, 'Name a channel.').max(200, 'Not a channel name.'),
});
const userAuthBodySchema = z.object({ socket_id: socketId });

// Pusher's own answers, as its clients read them.
const channelAuthResponseSchema = z.object({
  auth: z.string(),
  channel_data: z.string().optional(),
  shared_secret: z.string().optional(),
});
const userAuthResponseSchema = z.object({ auth: z.string(), user_data: z.string() });

// pusher-js posts its form as application/x-www-form-urlencoded; nothing else here takes forms.
const FORM_BODY_LIMIT = 2048;

export const broadcastingRoutes: FastifyPluginAsyncZod<BroadcastingRoutesOptions> = async (
  app,
  { channels, clientConfig },
) => {
  acceptFormBodies(app, FORM_BODY_LIMIT);

  app.get(
    '/api/realtime-config',
    {
      config: { access: publicAccess('the web reads it before anyone signs in') },
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        summary: "Where the web's websocket client connects (host null: live updates are off)",
        response: { 200: realtimeConfigResponseSchema },
      },
    },
    async () => ({ data: clientConfig }),
  );

  app.post(
    REALTIME.authEndpoint,
    {
      config: { access: broadcastingAccess.channel },
      schema: {
        tags,
        summary: 'Sign a subscription to a private, encrypted or presence channel',
        body: channelAuthBodySchema,
        response: { 200: channelAuthResponseSchema },
      },
    },
    async (request) =>
      channels.authorizeChannel(
        actorOf(request),
        request.body.socket_id,
        request.body.channel_name,
      ),
  );

  app.post(
    REALTIME.userAuthEndpoint,
    {
      config: { access: broadcastingAccess.user },
      schema: {
        tags,
        summary: "Sign a connection's user (pusher:signin)",
        body: userAuthBodySchema,
        response: { 200: userAuthResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const secret = actor.via === 'session' ? request.cookies[SESSION_COOKIE] : undefined;
      return channels.authorizeUser(
        actor,
        request.body.socket_id,
        secret === undefined ? undefined : sessionTag(secret),
      );
    },
  );
};
