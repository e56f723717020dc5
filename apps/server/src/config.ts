import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Hearth <no-reply@hearth.example>'),
  HEARTH_DEMO_PASSWORD: z
    .string()
    .min(12, 'must be at least 12 characters')
    .default('demo-password-2026'),
  MAP_TILE_URL: tileUrl.optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(500, 'must be at most 500 characters').optional(),
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
  mail: { smtpUrl: string | undefined; from: string };
  demoPassword: string;
  /** The marketplace map's base tiles; without a URL the map draws on a blank base. */
  map: { tileUrl: string | null; attribution: string | null };
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
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM },
    demoPassword: parsed.HEARTH_DEMO_PASSWORD,
    map: {
      tileUrl: parsed.MAP_TILE_URL ?? null,
      attribution: parsed.MAP_TILE_ATTRIBUTION?.trim() || null,
    },
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
