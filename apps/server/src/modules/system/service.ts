import type { AppInfo, HealthResponse } from '@hearth/domain';
import { appInfoSettingsSchema } from '@hearth/domain';
import type { SystemRepo } from './repo.ts';

const pingTimeoutMs = 2_000;

export function createSystemService(repo: SystemRepo, version: string) {
  return {
    async health(): Promise<HealthResponse> {
      try {
        await withTimeout(repo.ping(pingTimeoutMs), pingTimeoutMs + 500);
        return { status: 'ok', database: 'ok' };
      } catch {
        return { status: 'degraded', database: 'down' };
      }
    },

    async appInfo(): Promise<AppInfo> {
      const settings = await repo.readSettings(['instanceName', 'supportEmail']);
      const parsed = appInfoSettingsSchema.parse({
        instanceName: settings.get('instanceName'),
        supportEmail: settings.get('supportEmail'),
      });
      return { ...parsed, version };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
