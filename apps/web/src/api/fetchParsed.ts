import type { z } from 'zod';
import { apiClient } from './client.ts';

/** Query-string values; empty ones are dropped by the caller, undefined ones by axios. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/**
 * GETs `url` and checks the answer against `schema`: a server that changed its shape fails here,
 * loudly, instead of deep inside a page.
 */
export async function fetchParsed<T extends z.ZodType>(
  url: string,
  schema: T,
  { params, signal }: { params?: QueryParams; signal?: AbortSignal } = {},
): Promise<z.infer<T>> {
  const response = await apiClient.get(url, { params, signal });
  return schema.parse(response.data);
}

/** Sends `body` with `method` and checks the answer against `schema`. */
export async function sendParsed<T extends z.ZodType>(
  method: 'post' | 'put' | 'patch',
  url: string,
  schema: T,
  body?: unknown,
): Promise<z.infer<T>> {
  const response = await apiClient[method](url, body);
  return schema.parse(response.data);
}
