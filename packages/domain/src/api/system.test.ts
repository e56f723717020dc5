import { describe, expect, it } from 'vitest';
import { appInfoSchema, healthResponseSchema } from './system.ts';

describe('system responses', () => {
  it('health is ok or degraded, with the database up or down', () => {
    expect(healthResponseSchema.parse({ status: 'ok', database: 'ok' })).toStrictEqual({
      status: 'ok',
      database: 'ok',
    });
    expect(healthResponseSchema.safeParse({ status: 'degraded', database: 'down' }).success).toBe(
      true,
    );
    expect(healthResponseSchema.safeParse({ status: 'down', database: 'ok' }).success).toBe(false);
  });

  it('app info needs a name, a support address and a version', () => {
    const info = { instanceName: 'Hearth', supportEmail: 'help@example.org', version: '0.1.0' };
    expect(appInfoSchema.parse(info)).toStrictEqual(info);
    expect(appInfoSchema.safeParse({ ...info, supportEmail: 'nobody' }).success).toBe(false);
    expect(appInfoSchema.safeParse({ ...info, instanceName: ' ' }).success).toBe(false);
  });
});
