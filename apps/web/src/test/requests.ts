import { onTestFinished } from 'vitest';
import { apiClient } from '../api/client.ts';

export type SeenRequest = { method: string; url: string; params: unknown; body: unknown };

/**
 * Records the app's API calls as they leave, unchanged, for the real server: to check what a form
 * sent, or that it sent nothing. Stops recording when the test ends.
 */
export function watchRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const id = apiClient.interceptors.request.use((config) => {
    seen.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      body: config.data,
    });
    return config;
  });
  onTestFinished(() => apiClient.interceptors.request.eject(id));
  return seen;
}
