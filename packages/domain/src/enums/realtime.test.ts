import { describe, expect, it } from 'vitest';
import { NotificationPriority, REALTIME, RealtimeConnectionState } from './realtime.ts';

// Written out from the spec (§1, §4, §7, §9).
describe('real-time enumerations and constants keep the spec values', () => {
  it('notification priority', () => {
    expect(NotificationPriority.values).toStrictEqual({
      high: 1,
      normal: 2,
      system: 3,
      birthday: 4,
    });
  });

  it('connection states', () => {
    expect(RealtimeConnectionState.values).toStrictEqual({
      connecting: 'connecting',
      connected: 'connected',
      unavailable: 'unavailable',
      failed: 'failed',
      disconnected: 'disconnected',
    });
  });

  it('client constants', () => {
    expect(REALTIME).toStrictEqual({
      namespace: 'notifications',
      activityTimeoutMs: 120_000,
      pongTimeoutMs: 30_000,
      unavailableTimeoutMs: 10_000,
      wsPort: 80,
      wssPort: 443,
      authEndpoint: '/broadcasting/auth',
      userAuthEndpoint: '/broadcasting/user-auth',
    });
  });
});
