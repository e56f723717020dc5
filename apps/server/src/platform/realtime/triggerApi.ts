import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type ErrorReply, errorReply, sendErrorReply } from '../errors.ts';
import type { RealtimeApp } from './apps.ts';
import { realtimePolicy } from './policy.ts';
import { channelKind, MAX_NAME_LENGTH, SOCKET_ID_PATTERN, validChannelName } from './protocol.ts';
import { signatureProblem } from './requestSignature.ts';
import { terminationMessage } from './terminations.ts';
import type { ChannelState, Fanout } from './types.ts';

export type TriggerApiOptions = {
  apps: readonly RealtimeApp[];
  fanout: Fanout;
  state: ChannelState;
};

// Pusher's limits: 100 channels per event, 10 events per batch.
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;

const channelName = z.string().refine(validChannelName, 'Not a valid channel name');
// The protocol's own events are the server's to send; a back-end could otherwise fake members.
const eventName = z
  .string()
  .min(1)
  .max(200)
  .refine((name) => !/^pusher(_internal)?:/.test(name), 'pusher: events are reserved');
// A socket id that is no socket id excludes nobody, as an unknown one does: ignored, not refused.
const socketId = z
  .string()
  .transform((id) => (SOCKET_ID_PATTERN.test(id) ? id : undefined))
  .optional();
const infoAttributes = z.string().optional();

const eventSchema = z
  .object({
    name: eventName,
    data: z.string(),
    channel: channelName.optional(),
    channels: z.array(channelName).min(1).max(MAX_CHANNELS).optional(),
    socket_id: socketId.optional(),
    info: infoAttributes,
  })
  .refine(
    (event) => (event.channel === undefined) !== (event.channels === undefined),
    'Give either channel or channels',
  );
type TriggeredEvent = z.infer<typeof eventSchema>;
type OccupiedChannels = Awaited<ReturnType<ChannelState['occupiedChannels']>>;

const batchSchema = z.object({
  batch: z.array(eventSchema).min(1).max(MAX_BATCH),
});

const channelInfoSchema = z.object({
  subscription_count: z.number().int().optional(),
  user_count: z.number().int().optional(),
});
const appParams = z.object({ appId: z.string() });
const userParams = appParams.extend({ userId: z.string().min(1).max(MAX_NAME_LENGTH) });
const channelParams = appParams.extend({ channelName });

const tags = ['realtime'];

/**
 * Pusher's HTTP API, so any back-end with a Pusher server library publishes to our clients.
 * Encapsulated: its JSON parser keeps the raw body, whose md5 the signature covers.
 */
export const registerTriggerApi: FastifyPluginAsyncZod<TriggerApiOptions> = async (
  app,
  { apps, fanout, state },
) => {
  const appsById = new Map(apps.map((realtimeApp) => [realtimeApp.id, realtimeApp]));
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const verifiedApps = new WeakMap<FastifyRequest, RealtimeApp>();

  // Pusher reads every body as JSON, whatever its Content-Type says, or when it has none.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, String(body));
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError('bad_request', 'body_not_json'));
    }
  });

  // Pusher's libraries show the `error` of an error body, and bad input is a 400 there.
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendErrorReply(reply, asPusherError(errorReply(error, request))),
  );

  // After parsing (the body's md5 is signed) and before validation: an unsigned caller learns
  // nothing about what the routes take.
  app.addHook('preValidation', async (request) => {
    const { appId } = request.params as { appId?: string };
    const realtimeApp = appId === undefined ? undefined : appsById.get(appId);
    if (realtimeApp === undefined) {
      throw new AppError('not_found', 'realtime_app_not_found');
    }
    const [path = '', query = ''] = request.raw.url?.split('?', 2) ?? [];
    const problem = signatureProblem(realtimeApp, {
      method: request.method,
      path,
      query: new URLSearchParams(query),
      rawBody: rawBodies.get(request) ?? null,
    });
    if (problem !== null) {
      throw new AppError('unauthenticated', problem);
    }
    verifiedApps.set(request, realtimeApp);
  });

  const appOf = (request: FastifyRequest): RealtimeApp => {
    const verified = verifiedApps.get(request);
    if (verified === undefined) {
      throw new Error('trigger API request reached its handler unverified');
    }
    return verified;
  };

  /** The counts `info` asks for, from one reading of the app's occupied channels. */
  const channelInfo = (occupied: OccupiedChannels, channels: string[], info?: string) => {
    const wanted = new Set(info?.split(',') ?? []);
    return Object.fromEntries(
      channels.map((channel) => {
        const counts = occupied.get(channel);
        return [
          channel,
          {
            ...(wanted.has('subscription_count')
              ? { subscription_count: counts?.subscriptionCount ?? 0 }
              : {}),
            ...(wanted.has('user_count') && channelKind(channel) === 'presence'
              ? { user_count: counts?.userCount ?? 0 }
              : {}),
          },
        ];
      }),
    );
  };

  const assertWithinSize = (realtimeApp: RealtimeApp, event: TriggeredEvent) => {
    if (Buffer.byteLength(event.data) > realtimeApp.maxMessageBytes) {
      throw new AppError('payload_too_large', {
        code: 'event_data_too_large',
        params: { bytes: realtimeApp.maxMessageBytes },
      });
    }
  };

  const publish = async (realtimeApp: RealtimeApp, event: TriggeredEvent) => {
    assertWithinSize(realtimeApp, event);
    const channels = event.channels ?? (event.channel === undefined ? [] : [event.channel]);
    await Promise.all(
      channels.map((channel) =>
        fanout.publish({
          appId: realtimeApp.id,
          channel,
          event: event.name,
          data: event.data,
          ...(event.socket_id === undefined ? {} : { exceptSocketId: event.socket_id }),
        }),
      ),
    );
    return channels;
  };

  app.post(
    '/apps/:appId/events',
    {
      config: { access: realtimePolicy.trigger },
      schema: {
        tags,
        summary: 'Publish an event to channels (Pusher HTTP API)',
        params: appParams,
        body: eventSchema,
        response: {
          200: z.object({ channels: z.record(z.string(), channelInfoSchema).optional() }),
        },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const channels = await publish(realtimeApp, request.body);
      const { info } = request.body;
      if (info === undefined) {
        return {};
      }
      const occupied = await state.occupiedChannels(realtimeApp.id);
      return { channels: channelInfo(occupied, channels, info) };
    },
  );

  app.post(
    '/apps/:appId/batch_events',
    {
      config: { access: realtimePolicy.trigger },
      schema: {
        tags,
        summary: 'Publish up to ten events (Pusher HTTP API)',
        params: appParams,
        body: batchSchema,
        response: {
          200: z.object({ batch: z.union([z.array(channelInfoSchema), z.object({})]) }),
        },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const { batch } = request.body;
      // All or nothing: an oversized event refuses the batch before any of it is sent.
      for (const event of batch) {
        assertWithinSize(realtimeApp, event);
      }
      const published = await Promise.all(batch.map((event) => publish(realtimeApp, event)));
      if (batch.every((event) => event.info === undefined)) {
        return { batch: {} };
      }
      const occupied = await state.occupiedChannels(realtimeApp.id);
      const infos = batch.map((event, index) => {
        const [channel] = published[index] ?? [];
        if (event.info === undefined || channel === undefined) {
          return {};
        }
        return channelInfo(occupied, [channel], event.info)[channel] ?? {};
      });
      return { batch: infos };
    },
  );

  app.get(
    '/apps/:appId/channels',
    {
      config: { access: realtimePolicy.trigger },
      schema: {
        tags,
        summary: 'Occupied channels (Pusher HTTP API)',
        params: appParams,
        querystring: z.object({ filter_by_prefix: z.string().optional(), info: infoAttributes }),
        response: { 200: z.object({ channels: z.record(z.string(), channelInfoSchema) }) },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const prefix = request.query.filter_by_prefix ?? '';
      const occupied = await state.occupiedChannels(realtimeApp.id);
      const names = [...occupied.keys()].filter((channel) => channel.startsWith(prefix));
      return { channels: channelInfo(occupied, names, request.query.info) };
    },
  );

  app.get(
    '/apps/:appId/channels/:channelName',
    {
      config: { access: realtimePolicy.trigger },
      schema: {
        tags,
        summary: 'One channel: occupied, and its counts when asked (Pusher HTTP API)',
        params: channelParams,
        querystring: z.object({ info: infoAttributes }),
        response: { 200: channelInfoSchema.extend({ occupied: z.boolean() }) },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const { channelName: channel } = request.params;
      const occupied = await state.occupiedChannels(realtimeApp.id);
      const info = channelInfo(occupied, [channel], request.query.info);
      return { occupied: occupied.has(channel), ...info[channel] };
    },
  );

  app.post(
    '/apps/:appId/users/:userId/terminate_connections',
    {
      config: { access: realtimePolicy.trigger },
      schema: {
        tags,
        summary: 'Close every socket signed in as this user, on every node (Pusher HTTP API)',
        params: userParams,
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      await fanout.publish(terminationMessage(realtimeApp.id, { userId: request.params.userId }));
      return {};
    },
  );

  app.get(
    '/apps/:appId/channels/:channelName/users',
    {
      config: { access: realtimePolicy.trigger },
      schema: {
        tags,
        summary: 'The users on a presence channel (Pusher HTTP API)',
        params: channelParams,
        // Each id as its channel_data gave it, a string or a number.
        response: {
          200: z.object({ users: z.array(z.object({ id: z.union([z.string(), z.number()]) })) }),
        },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const { channelName: channel } = request.params;
      if (channelKind(channel) !== 'presence') {
        throw new AppError('bad_request', 'presence_channels_only');
      }
      const members = await state.presenceMembers(realtimeApp.id, channel);
      return { users: members.map((member) => ({ id: member.userId })) };
    },
  );
};

/**
 * An error reply in Pusher's form: 400 for bad input where our own API says 422, and the text in
 * `error`, where Pusher's libraries read it (field by field for a validation failure). The code
 * and message stay, so the body is still one of our own errors.
 */
function asPusherError({ status, body, retryAfterSeconds }: ErrorReply): ErrorReply {
  const invalid = status === 422;
  const fields = Object.entries(body.errors ?? {}).map(
    ([field, problems]) => `${field}: ${problems.join(', ')}`,
  );
  return {
    status: invalid ? 400 : status,
    body: {
      ...body,
      ...(invalid ? { code: 'bad_request' } : {}),
      error: fields.length > 0 ? fields.join('; ') : body.message,
    },
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}
