import { type RealtimeConfig, routes } from '@hearth/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

/** Where and how this page opens its websocket; null when live updates are off. */
export type EchoSettings = {
  key: string;
  host: string;
  /** null: the protocol's default, 80 for ws and 443 for wss. */
  port: number | null;
  scheme: 'http' | 'https';
};

/** Laravel's build-time variables, for a build that names its websocket host itself. */
export type BuildEnv = {
  VITE_REVERB_APP_KEY?: string;
  VITE_REVERB_HOST?: string;
  VITE_REVERB_PORT?: string;
  VITE_REVERB_SCHEME?: string;
};

export const realtimeConfigQuery = queryOptions({
  queryKey: ['realtime', 'config'],
  queryFn: async ({ signal }) => (await callApi(routes.system.realtimeConfig(), { signal })).data,
  // The deployment's websocket address does not change while a page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

const nonEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function portOf(value: string | undefined): number | undefined {
  const port = Number(nonEmpty(value));
  return Number.isInteger(port) && port >= 1 && port <= 65_535 ? port : undefined;
}

/**
 * The build's own variables win over the server's runtime answer, field by field, so one build
 * serves any deployment and a build that names its host still can. No host, no websocket.
 */
export function echoSettings(
  config: RealtimeConfig | undefined,
  env: BuildEnv,
): EchoSettings | null {
  const host = nonEmpty(env.VITE_REVERB_HOST) ?? config?.host ?? null;
  const key = nonEmpty(env.VITE_REVERB_APP_KEY) ?? config?.key;
  if (host === null || key === undefined || key === '') {
    return null;
  }
  // Encrypted unless the scheme says otherwise, as Laravel's own client set-up reads it.
  const scheme = nonEmpty(env.VITE_REVERB_SCHEME) ?? config?.scheme ?? 'https';
  return {
    key,
    host,
    port: portOf(env.VITE_REVERB_PORT) ?? config?.port ?? null,
    scheme: scheme === 'https' ? 'https' : 'http',
  };
}
