import { onTestFinished } from 'vitest';
import { apiClient } from '../api/client.ts';

export type SeenRequest = { method: string; url: string; params: unknown; body: unknown };

/**
 * Records the app's API calls as they leave, unchanged, for the real server: to check what a form
 * sent, or that it sent nothing. Stops recording when the test ends.
 */
export function watchRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const stop = apiClient.watch((call) => {
    seen.push({ method: call.method, url: call.url, params: call.query, body: call.body });
  });
  onTestFinished(stop);
  return seen;
}
