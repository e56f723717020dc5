import type { ApiRequest, EndpointSchemas } from '@hearth/domain';
import type { AxiosProgressEvent } from 'axios';
import type { z } from 'zod';
import { apiClient } from './client.ts';

/** Query-string values; empty ones are dropped by the caller, undefined ones by axios. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

type Answer<S> = S extends { response: infer R extends z.ZodType } ? z.output<R> : undefined;

type Body<S> = S extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : S extends { multipart: true }
    ? { body: FormData }
    : { body?: never };

export type CallOptions<S extends EndpointSchemas> = Body<S> & {
  query?: QueryParams;
  signal?: AbortSignal;
  /** For an upload: how far the bytes have gone. */
  onUploadProgress?: (event: AxiosProgressEvent) => void;
};

/** A call that sends a body needs its options; any other may leave them out. */
type OptionsArgs<S extends EndpointSchemas> = S extends { body: z.ZodType } | { multipart: true }
  ? [options: CallOptions<S>]
  : [options?: CallOptions<S>];

/**
 * Sends one request of the route table and checks the answer against the route's schema: a server
 * that changed its shape fails here, loudly, instead of deep inside a page.
 */
export async function callApi<S extends EndpointSchemas>(
  request: ApiRequest<S>,
  ...[options]: OptionsArgs<S>
): Promise<Answer<S>> {
  const response = await apiClient.request({
    method: request.method,
    url: request.url,
    params: options?.query,
    data: options?.body,
    signal: options?.signal,
    onUploadProgress: options?.onUploadProgress,
  });
  const schema = request.schemas.response;
  return (schema === undefined ? undefined : schema.parse(response.data)) as Answer<S>;
}
