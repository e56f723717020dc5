import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { WEBHOOK_EVENT_NAMES, type WebhookEventName } from './platform/realtime/webhooks/events.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function wholeNumber(min: number, max: number, fallback: number, unit = '') {
  const message = `must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

const port = (fallback: number) => wholeNumber(0, 65535, fallback);

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

// Leaflet's template placeholders, with a sample value each, so the rest can be checked as a URL.
const tilePlaceholders: Record<string, string> = { s: 'a', z: '1', x: '1', y: '1', r: '' };
const tileUrlMessage = 'must be an http:// or https:// URL with {z}, {x} and {y} in it';

const tileUrl = z.string({ error: tileUrlMessage }).refine((template) => {
  if (!['{z}', '{x}', '{y}'].every((placeholder) => template.includes(placeholder))) {
    return false;
  }
  const sample = template.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => tilePlaceholders[name] ?? whole,
  );
  return URL.canParse(sample) && /^https?:$/.test(new URL(sample).protocol);
}, tileUrlMessage);

const appIdPattern = /^[\w.-]{1,64}$/;
const appIdMessage = 'must be 1 to 64 letters, digits, dots, dashes or underscores';

const masterKey = z
  .string()
  .refine(
    (value) => Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes in base64 (openssl rand -base64 32)',
  );

/** One webhook of an app: where it is POSTed, and which kinds of event it carries (all by default). */
const webhook = z.object({
  url: z.url({ protocol: /^https?$/ }),
  events: z.array(z.enum(WEBHOOK_EVENT_NAMES)).min(1).optional(),
});

/** A JSON value in an environment variable, checked against its schema with one message. */
function jsonSetting<T>(schema: z.ZodType<T>, message: string) {
  return z.string().transform((text, context) => {
    const parsed = schema.safeParse(safeJson(text));
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed.data;
  });
}

const webhooksMessage =
  'must be a JSON array of {"url"} (http or https; optional "events" from channel_occupied, channel_vacated, member_added, member_removed, client_event, cache_miss)';
const webhooks = jsonSetting(z.array(webhook), webhooksMessage);

const extraAppsMessage =
  'must be a JSON array of {"id","key","secret"} (optional "encryptionMasterKey", "clientEvents", "subscriptionCount", "watchlistEvents", "maxPresenceMembers", "maxPresenceUserInfoBytes", "webhooks")';
const extraApps = jsonSetting(
  z.array(
    z.object({
      id: z.string().regex(appIdPattern),
      key: z.string().regex(appIdPattern),
      secret: z.string().min(16),
      encryptionMasterKey: masterKey.optional(),
      clientEvents: z.boolean().optional(),
      subscriptionCount: z.boolean().optional(),
      watchlistEvents: z.boolean().optional(),
      maxPresenceMembers: z.number().int().min(1).max(100_000).optional(),
      maxPresenceUserInfoBytes: z.number().int().min(16).max(1_048_576).optional(),
      webhooks: z.array(webhook).optional(),
    }),
  ),
  extraAppsMessage,
);

const webhookSettings = (
  given: readonly z.infer<typeof webhook>[] | undefined,
): RealtimeWebhookSettings[] =>
  (given ?? []).map(({ url, events }) => ({ url, events: events ?? [...WEBHOOK_EVENT_NAMES] }));

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port(3000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  EMBEDDED_PG_PORT: port(0),
  SEED_DEMO_DATA: flag.optional(),
  JOBS_ENABLED: flag.default(true),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  RATE_LIMIT_MAX: wholeNumber(1, 1_000_000, 600),
  SIGN_IN_RATE_LIMIT: wholeNumber(1, 10_000, 10),
  TRUST_PROXY: flag.default(false),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  SESSION_IDLE_MINUTES: wholeNumber(1, 1440, 30, 'minutes'),
  SESSION_ABSOLUTE_HOURS: wholeNumber(1, 720, 12, 'hours'),
  CACHE_BETWEEN_CHANGES: flag.default(true),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Hearth <no-reply@hearth.example>'),
  HEARTH_DEMO_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .default('demo-password-2026'),
  MAP_TILE_URL: tileUrl.optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(500, 'must be at most 500 characters').optional(),
  REALTIME_ENABLED: flag.default(true),
  REVERB_APP_ID: z.string().regex(appIdPattern, appIdMessage).default('hearth'),
  REVERB_APP_KEY: z.string().regex(appIdPattern, appIdMessage).default('hearth-app-key'),
  REVERB_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  REVERB_ENCRYPTION_MASTER_KEY: masterKey.optional(),
  REVERB_CLIENT_EVENTS: flag.default(false),
  REVERB_SUBSCRIPTION_COUNT: flag.default(false),
  REVERB_WATCHLIST_EVENTS: flag.default(false),
  REVERB_EXTRA_APPS: extraApps.optional(),
  REVERB_WEBHOOKS: webhooks.optional(),
  REVERB_HOST: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a host name')
    .optional(),
  REVERB_PORT: z.coerce
    .number({ error: 'must be a port from 1 to 65535' })
    .int('must be a port from 1 to 65535')
    .min(1, 'must be a port from 1 to 65535')
    .max(65535, 'must be a port from 1 to 65535')
    .optional(),
  REVERB_SCHEME: z.enum(['http', 'https'], { error: 'must be http or https' }).optional(),
  REVERB_ALLOWED_ORIGINS: z.string().optional(),
  REVERB_MAX_MESSAGE_BYTES: wholeNumber(256, 1_048_576, 10_240, 'bytes'),
  REVERB_MAX_CONNECTIONS: wholeNumber(1, 1_000_000, 20_000),
  REVERB_MAX_PRESENCE_MEMBERS: wholeNumber(1, 100_000, 100),
  REVERB_MAX_PRESENCE_USER_INFO_BYTES: wholeNumber(16, 1_048_576, 1024, 'bytes'),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  FILE_STORE: z.enum(['postgres', 's3'], { error: 'must be postgres or s3' }).default('postgres'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[\w-]+$/, 'must be a region name, e.g. us-east-1')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Set when an external PostgreSQL is used; otherwise the embedded one is started. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** 0 lets the operating system pick a free loopback port at each start. */
  embeddedPostgresPort: number;
  seedDemoData: boolean;
  /** Runs the scheduled jobs on this node; pg-boss lets any number of nodes share them. */
  jobsEnabled: boolean;
  webDistDir: string;
  rateLimitMax: number;
  /** Sign-in and password-reset attempts per minute per client address. */
  signInRateLimit: number;
  trustProxy: boolean;
  /** Where people reach the app; links in mail point here. */
  publicUrl: string;
  session: { idleMinutes: number; absoluteHours: number; secureCookie: boolean };
  /**
   * Sessions and agencies' default caregiver lists answered from memory between the changes the
   * database announces (`changesConnection`).
   */
  cacheBetweenChanges: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  demoPassword: string;
  /** The marketplace map's base tiles; without a URL the map draws on a blank base. */
  map: { tileUrl: string | null; attribution: string | null };
  realtime: RealtimeSettings;
  /** Card and debit payments through Stripe; null when this installation has no keys. */
  stripe: StripeSettings | null;
  /** Where uploaded files are kept: PostgreSQL (the default) or an S3 bucket. */
  files: FileStoreSettings;
};

export type FileStoreSettings = { store: 'postgres' } | ({ store: 's3' } & S3Settings);

/** An S3 or S3-compatible bucket; credentials come from the AWS SDK's own chain (environment). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Another service's address (MinIO, R2, …); null is AWS's own for the region. */
  endpoint: string | null;
  /** Addresses the bucket as https://host/bucket rather than https://bucket.host. */
  forcePathStyle: boolean;
};

export type StripeSettings = {
  secretKey: string;
  /** Verifies the signature of Stripe's webhook calls. */
  webhookSecret: string;
  publishableKey: string | null;
  /** Another address for Stripe's API (the local stand-in of the tests); null is Stripe's own. */
  apiUrl: string | null;
};

/** One application of the websocket server, as Pusher and Reverb define it. */
export type RealtimeAppSettings = {
  id: string;
  key: string;
  /** null: generated once and kept in the data folder (one node); set it when several nodes run. */
  secret: string | null;
  /** base64 of 32 bytes; null: generated once and kept in the data folder like the secret. */
  encryptionMasterKey: string | null;
  /** client-* events between subscribers of private and presence channels. */
  clientEvents: boolean;
  /** `pusher_internal:subscription_count` to a channel's subscribers as its count changes. */
  subscriptionCount: boolean;
  /** Online and offline events of the users in a signed-in user's watchlist. */
  watchlistEvents: boolean;
  maxMessageBytes: number;
  /** Open sockets of the app on all nodes together (in Redis with several). */
  maxConnections: number;
  /** Users on one presence channel, across nodes (Pusher's limit: 100). */
  maxPresenceMembers: number;
  /** A presence member's user_info as JSON, in bytes (Pusher's limit: 1 KB). */
  maxPresenceUserInfoBytes: number;
  /** Pusher webhooks: each POSTed, signed with the secret, to its URL with the events it asks for. */
  webhooks: RealtimeWebhookSettings[];
};

export type RealtimeWebhookSettings = { url: string; events: WebhookEventName[] };

export type RealtimeSettings = {
  enabled: boolean;
  /** The first is the app the web itself uses; others may publish and subscribe on their own. */
  apps: RealtimeAppSettings[];
  /** Fan-out and presence shared across nodes; in-process without it. */
  redisUrl: string | null;
  /** Where browsers open the websocket (served at /api/realtime-config). */
  client: { host: string; port: number; scheme: 'http' | 'https' };
  /** Origins browsers may connect from; '*' is any. A client without an Origin is not a browser. */
  allowedOrigins: string[];
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a bad value fails with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(emptyAsUnset(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = env[name];
      return `${name} ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    logLevel: parsed.LOG_LEVEL,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: path.resolve(parsed.DATA_DIR),
    embeddedPostgresPort: parsed.EMBEDDED_PG_PORT,
    // Demo data belongs on the embedded database; an external one is somebody's real data.
    seedDemoData: parsed.SEED_DEMO_DATA ?? parsed.DATABASE_URL === undefined,
    jobsEnabled: parsed.JOBS_ENABLED,
    webDistDir: path.resolve(parsed.WEB_DIST_DIR),
    rateLimitMax: parsed.RATE_LIMIT_MAX,
    signInRateLimit: parsed.SIGN_IN_RATE_LIMIT,
    trustProxy: parsed.TRUST_PROXY,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    session: {
      idleMinutes: parsed.SESSION_IDLE_MINUTES,
      absoluteHours: parsed.SESSION_ABSOLUTE_HOURS,
      // Browsers drop Secure cookies on plain http://localhost, where the demo runs.
      secureCookie: parsed.NODE_ENV === 'production',
    },
    cacheBetweenChanges: parsed.CACHE_BETWEEN_CHANGES,
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM },
    demoPassword: parsed.HEARTH_DEMO_PASSWORD,
    map: {
      tileUrl: parsed.MAP_TILE_URL ?? null,
      attribution: parsed.MAP_TILE_ATTRIBUTION?.trim() || null,
    },
    realtime: realtimeSettings(parsed),
    stripe: stripeSettings(parsed),
    files: fileStoreSettings(parsed),
  };
}

function fileStoreSettings(parsed: z.infer<typeof envSchema>): FileStoreSettings {
  if (parsed.FILE_STORE === 'postgres') {
    if (parsed.S3_BUCKET !== undefined) {
      // Files would silently go to the database while the operator expects them in the bucket.
      throw new ConfigError(
        'Invalid configuration: S3_BUCKET is set but FILE_STORE is not s3 (set FILE_STORE=s3 to keep files in the bucket, or unset S3_BUCKET)',
      );
    }
    return { store: 'postgres' };
  }
  const missing = (['S3_BUCKET', 'S3_REGION'] as const).filter((name) => !parsed[name]);
  if (parsed.S3_BUCKET === undefined || parsed.S3_REGION === undefined) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required with FILE_STORE=s3`,
    );
  }
  return {
    store: 's3',
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT ?? null,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
  };
}

function stripeSettings(parsed: z.infer<typeof envSchema>): StripeSettings | null {
  if (parsed.STRIPE_SECRET_KEY === undefined) {
    return null;
  }
  if (parsed.STRIPE_WEBHOOK_SECRET === undefined) {
    // Without it no payment could ever be confirmed: refuse to start rather than take money blind.
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY',
    );
  }
  return {
    secretKey: parsed.STRIPE_SECRET_KEY,
    webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
    publishableKey: parsed.STRIPE_PUBLISHABLE_KEY ?? null,
    apiUrl: parsed.STRIPE_API_URL ?? null,
  };
}

function realtimeSettings(parsed: z.infer<typeof envSchema>): RealtimeSettings {
  const publicUrl = new URL(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`);
  const scheme = parsed.REVERB_SCHEME ?? (publicUrl.protocol === 'https:' ? 'https' : 'http');
  const defaultPort =
    publicUrl.port === '' ? (scheme === 'https' ? 443 : 80) : Number(publicUrl.port);
  const limits = {
    maxMessageBytes: parsed.REVERB_MAX_MESSAGE_BYTES,
    maxConnections: parsed.REVERB_MAX_CONNECTIONS,
  };
  const ownApp: RealtimeAppSettings = {
    id: parsed.REVERB_APP_ID,
    key: parsed.REVERB_APP_KEY,
    secret: parsed.REVERB_APP_SECRET ?? null,
    encryptionMasterKey: parsed.REVERB_ENCRYPTION_MASTER_KEY ?? null,
    clientEvents: parsed.REVERB_CLIENT_EVENTS,
    subscriptionCount: parsed.REVERB_SUBSCRIPTION_COUNT,
    watchlistEvents: parsed.REVERB_WATCHLIST_EVENTS,
    webhooks: webhookSettings(parsed.REVERB_WEBHOOKS),
    ...limits,
    maxPresenceMembers: parsed.REVERB_MAX_PRESENCE_MEMBERS,
    maxPresenceUserInfoBytes: parsed.REVERB_MAX_PRESENCE_USER_INFO_BYTES,
  };
  const extra = (parsed.REVERB_EXTRA_APPS ?? []).map((app) => ({
    id: app.id,
    key: app.key,
    secret: app.secret,
    encryptionMasterKey: app.encryptionMasterKey ?? null,
    clientEvents: app.clientEvents ?? false,
    subscriptionCount: app.subscriptionCount ?? false,
    watchlistEvents: app.watchlistEvents ?? false,
    webhooks: webhookSettings(app.webhooks),
    ...limits,
    // Pusher's limits unless the app says otherwise, whatever the web's own app is given.
    maxPresenceMembers: app.maxPresenceMembers ?? 100,
    maxPresenceUserInfoBytes: app.maxPresenceUserInfoBytes ?? 1024,
  }));
  const apps = [ownApp, ...extra];
  const distinct = (values: string[]) => new Set(values).size === values.length;
  if (!distinct(apps.map((app) => app.id)) || !distinct(apps.map((app) => app.key))) {
    // A key names the app a socket connects to, an id the app a trigger publishes to.
    throw new ConfigError(
      'Invalid configuration: REVERB_EXTRA_APPS repeats an app id or key (each app needs its own)',
    );
  }
  const origins = parsed.REVERB_ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return {
    enabled: parsed.REALTIME_ENABLED,
    apps,
    redisUrl: parsed.REDIS_URL ?? null,
    client: {
      host: parsed.REVERB_HOST ?? publicUrl.hostname,
      port: parsed.REVERB_PORT ?? defaultPort,
      scheme,
    },
    // The page's own origin; in development also Vite's dev server and the other loopback name.
    allowedOrigins:
      origins ??
      (parsed.NODE_ENV === 'production'
        ? [publicUrl.origin]
        : [publicUrl.origin, 'http://localhost:*', 'http://127.0.0.1:*']),
  };
}

// Shells and .env files often export a variable as empty to mean "not set".
function emptyAsUnset(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
