import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What one endpoint sends and answers, as far as a client needs to know. */
export type EndpointSchemas = {
  /** The JSON body it reads. */
  body?: z.ZodType;
  /** It reads a multipart form carrying a file, which zod does not describe. */
  multipart?: true;
  /** What a successful answer holds; absent when the answer is empty or never read. */
  response?: z.ZodType;
};

type NoSchemas = Record<never, never>;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Ids another system gives, such as the payment provider's checkout session (`cs_…`): text. */
type ForeignIdNames = 'sessionId';

/** The values of a path's `:name` segments: ids (`:id`, `:patientId`) are numbers, others words. */
export type PathParams<Path extends string> = {
  [Name in ParamNames<Path>]: Name extends ForeignIdNames
    ? string
    : Name extends 'id' | `${string}Id`
      ? number
      : string;
};

type ParamsArgs<Path extends string> = [ParamNames<Path>] extends [never]
  ? [params?: undefined]
  : [params: PathParams<Path>];

/** One call ready to send: its method, its address with the parameters filled in, its schemas. */
export type ApiRequest<S extends EndpointSchemas> = { method: HttpMethod; url: string; schemas: S };

/**
 * One endpoint of the route table: called with its path parameters it gives the request; its
 * `path` is the pattern as the server registers it (`/api/patients/:patientId`).
 */
export type Endpoint<Path extends string, S extends EndpointSchemas> = ((
  ...params: ParamsArgs<Path>
) => ApiRequest<S>) & { method: HttpMethod; path: Path; schemas: S };

function fillPath(path: string, params: Readonly<Record<string, number | string>> = {}): string {
  return path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`${path} needs its ${name}.`);
    }
    return encodeURIComponent(String(value));
  });
}

function endpoint<const Path extends string, S extends EndpointSchemas>(
  method: HttpMethod,
  path: Path,
  schemas: S,
): Endpoint<Path, S> {
  const request = (...params: ParamsArgs<Path>): ApiRequest<S> => ({
    method,
    url: fillPath(path, params[0]),
    schemas,
  });
  return Object.assign(request, { method, path, schemas });
}

export const get = <const Path extends string, R extends z.ZodType>(path: Path, response: R) =>
  endpoint('GET', path, { response });

export const post = <const Path extends string, S extends EndpointSchemas = NoSchemas>(
  path: Path,
  schemas: S = {} as S,
) => endpoint('POST', path, schemas);

export const put = <const Path extends string, S extends EndpointSchemas = NoSchemas>(
  path: Path,
  schemas: S = {} as S,
) => endpoint('PUT', path, schemas);

export const patch = <const Path extends string, S extends EndpointSchemas>(
  path: Path,
  schemas: S,
) => endpoint('PATCH', path, schemas);

export const del = <const Path extends string, S extends EndpointSchemas = NoSchemas>(
  path: Path,
  schemas: S = {} as S,
) => endpoint('DELETE', path, schemas);

/** A file the browser fetches by itself, from a link: only its address is used. */
export const file = <const Path extends string>(path: Path) => endpoint('GET', path, {});
