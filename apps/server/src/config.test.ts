import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.jobsEnabled).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
  });

  it('runs the scheduled jobs unless JOBS_ENABLED turns them off', () => {
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(loadConfig({ JOBS_ENABLED: '1' }).jobsEnabled).toBe(true);
    expect(() => loadConfig({ JOBS_ENABLED: 'sometimes' })).toThrowError(
      /JOBS_ENABLED must be true or false/,
    );
  });

  it('turns Stripe on with its secret key and webhook secret, and off without them', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).stripe,
    ).toStrictEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      publishableKey: null,
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrowError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrowError(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
  });

  it('keeps files in PostgreSQL unless FILE_STORE=s3 names a bucket and its region', () => {
    expect(loadConfig({}).files).toStrictEqual({ store: 'postgres' });
    expect(
      loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'hearth-files', S3_REGION: 'ca-central-1' }).files,
    ).toStrictEqual({
      store: 's3',
      bucket: 'hearth-files',
      region: 'ca-central-1',
      endpoint: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'hearth-files',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }).files,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrowError(
      'Invalid configuration: S3_BUCKET and S3_REGION are required with FILE_STORE=s3',
    );
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'hearth-files' })).toThrowError(
      'Invalid configuration: S3_REGION is required with FILE_STORE=s3',
    );
    expect(() => loadConfig({ S3_BUCKET: 'hearth-files' })).toThrowError(
      /S3_BUCKET is set but FILE_STORE is not s3/,
    );
    expect(() => loadConfig({ FILE_STORE: 'disk' })).toThrowError(
      /FILE_STORE must be postgres or s3/,
    );
    expect(() =>
      loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'Not A Bucket', S3_REGION: 'us-east-1' }),
    ).toThrowError(/S3_BUCKET must be an S3 bucket name/);
  });

  it('names the variable and the bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrowError(/PORT must be a whole number/);
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('LOG_LEVEL must be one of');
      expect(String(error).split('\n')).toHaveLength(1);
    }
  });

  it('accepts only PostgreSQL URLs for DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrowError(/DATABASE_URL/);
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/hearth' });
    expect(config.databaseUrl).toBe('postgres://u:p@db.internal:5432/hearth');
  });

  it('does not seed demo data into an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).seedDemoData).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://h/db', SEED_DEMO_DATA: 'true' }).seedDemoData,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('has no map tiles unless a tile URL is given', () => {
    expect(loadConfig({}).map).toEqual({ tileUrl: null, attribution: null });
    const config = loadConfig({
      MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}{r}.png',
      MAP_TILE_ATTRIBUTION: '  © Example contributors ',
    });
    expect(config.map).toEqual({
      tileUrl: 'https://{s}.tile.example/{z}/{x}/{y}{r}.png',
      attribution: '© Example contributors',
    });
  });

  it('accepts only http(s) tile URL templates with {z}, {x} and {y}', () => {
    for (const bad of [
      'https://tile.example/{z}/{x}.png',
      'ftp://tile.example/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'tile.example/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrowError(
        `MAP_TILE_URL must be an http:// or https:// URL with {z}, {x} and {y} in it (got "${bad}")`,
      );
    }
    expect(loadConfig({ MAP_TILE_URL: 'http://localhost:8080/{z}/{x}/{y}.png' }).map.tileUrl).toBe(
      'http://localhost:8080/{z}/{x}/{y}.png',
    );
  });

  it('serves live updates where the public URL is, with secrets generated unless given', () => {
    const { realtime } = loadConfig({});
    expect(realtime.enabled).toBe(true);
    expect(realtime.client).toEqual({ host: 'localhost', port: 3000, scheme: 'http' });
    expect(realtime.apps).toEqual([
      expect.objectContaining({ id: 'hearth', key: 'hearth-app-key', secret: null }),
    ]);
    expect(realtime.apps[0]?.encryptionMasterKey).toBeNull();
    expect(realtime.apps[0]).toMatchObject({
      clientEvents: false,
      subscriptionCount: false,
      watchlistEvents: false,
      maxPresenceMembers: 100,
      maxPresenceUserInfoBytes: 1024,
    });
    expect(realtime.redisUrl).toBeNull();
    expect(realtime.allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);

    const behindProxy = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://care.example' });
    expect(behindProxy.realtime.client).toEqual({
      host: 'care.example',
      port: 443,
      scheme: 'https',
    });
    expect(behindProxy.realtime.allowedOrigins).toEqual(['https://care.example']);
    expect(loadConfig({ REALTIME_ENABLED: 'false' }).realtime.enabled).toBe(false);
  });

  it('takes the websocket apps, origins and Redis from the environment', () => {
    const masterKey = Buffer.alloc(32, 1).toString('base64');
    const { realtime } = loadConfig({
      REVERB_APP_SECRET: 'a-secret-of-sixteen-or-more',
      REVERB_ENCRYPTION_MASTER_KEY: masterKey,
      REVERB_SUBSCRIPTION_COUNT: 'true',
      REVERB_EXTRA_APPS:
        '[{"id":"billing","key":"billing-key","secret":"billing-secret-0123","watchlistEvents":true}]',
      REVERB_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      REVERB_HOST: 'ws.care.example',
      REVERB_PORT: '6001',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
    });
    expect(realtime.apps.map((app) => [app.id, app.secret, app.encryptionMasterKey])).toEqual([
      ['hearth', 'a-secret-of-sixteen-or-more', masterKey],
      ['billing', 'billing-secret-0123', null],
    ]);
    expect(
      realtime.apps.map((app) => [app.id, app.subscriptionCount, app.watchlistEvents]),
    ).toEqual([
      ['hearth', true, false],
      ['billing', false, true],
    ]);
    expect(realtime.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(realtime.client).toEqual({ host: 'ws.care.example', port: 6001, scheme: 'http' });
    expect(realtime.redisUrl).toBe('redis://127.0.0.1:6379/2');
  });

  it('gives each app its webhooks, carrying every kind of event unless it names some', () => {
    const { realtime } = loadConfig({
      REVERB_WEBHOOKS: '[{"url":"https://hooks.example/pusher"}]',
      REVERB_EXTRA_APPS: JSON.stringify([
        {
          id: 'billing',
          key: 'billing-key',
          secret: 'billing-secret-0123',
          webhooks: [{ url: 'http://billing.example/hook', events: ['client_event'] }],
        },
      ]),
    });
    expect(realtime.apps.map((app) => app.webhooks)).toEqual([
      [
        {
          url: 'https://hooks.example/pusher',
          events: [
            'channel_occupied',
            'channel_vacated',
            'member_added',
            'member_removed',
            'client_event',
            'cache_miss',
          ],
        },
      ],
      [{ url: 'http://billing.example/hook', events: ['client_event'] }],
    ]);
  });

  it('refuses websocket settings that cannot work', () => {
    expect(() => loadConfig({ REVERB_APP_SECRET: 'short' })).toThrowError(
      /REVERB_APP_SECRET must be at least 16 characters/,
    );
    expect(() => loadConfig({ REVERB_ENCRYPTION_MASTER_KEY: 'dG9vIHNob3J0' })).toThrowError(
      /REVERB_ENCRYPTION_MASTER_KEY must be 32 bytes in base64/,
    );
    expect(() => loadConfig({ REVERB_EXTRA_APPS: '[{"id":"x"}]' })).toThrowError(
      /REVERB_EXTRA_APPS must be a JSON array/,
    );
    expect(() => loadConfig({ REVERB_EXTRA_APPS: 'not json' })).toThrowError(
      /REVERB_EXTRA_APPS must be a JSON array/,
    );
    expect(() =>
      loadConfig({
        REVERB_EXTRA_APPS: '[{"id":"hearth","key":"other-key","secret":"billing-secret-0123"}]',
      }),
    ).toThrowError(/REVERB_EXTRA_APPS repeats an app id or key/);
    expect(() => loadConfig({ REVERB_WEBHOOKS: '[{"url":"ftp://hooks.example"}]' })).toThrowError(
      /REVERB_WEBHOOKS must be a JSON array of \{"url"\}/,
    );
    expect(() =>
      loadConfig({
        REVERB_WEBHOOKS: '[{"url":"https://a.example","events":["subscription_count"]}]',
      }),
    ).toThrowError(/REVERB_WEBHOOKS must be a JSON array/);
    expect(() => loadConfig({ REVERB_PORT: '0' })).toThrowError(
      /REVERB_PORT must be a port from 1 to 65535/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://redis' })).toThrowError(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });
});
