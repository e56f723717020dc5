import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type JsonSchema, schemaArbitrary } from './schemaArbitrary.ts';

export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** One route as its OpenAPI entry describes its input. */
export type Operation = {
  method: string;
  /** The path as documented, `{id}` for a parameter. */
  template: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: JsonSchema | undefined;
};

/** One request to send: the path with its parameters and query filled in, and a body. */
export type FuzzRequest = { method: string; url: string; body?: unknown };

/** Every documented route, with the input its OpenAPI entry describes. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        template,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema,
      };
    }),
  );
}

/** What the fuzz test throws input at: each write, and each read that takes a query. */
export const isFuzzed = (operation: Operation) =>
  !['GET', 'HEAD'].includes(operation.method) || operation.queryParameters.length > 0;

// A lone surrogate has no UTF-8 form, so encodeURIComponent refuses it; a careless client sends
// the bytes its code unit would have (WTF-8), which is what arrives here from the outside.
const loneSurrogate = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;
export function encodeText(text: string): string {
  // split() with a capture puts each lone surrogate at an odd index.
  return text
    .split(loneSurrogate)
    .map((part, index) => (index % 2 === 1 ? wtf8(part.charCodeAt(0)) : encodeURIComponent(part)))
    .join('');
}
const wtf8 = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

const textOf = (value: unknown) =>
  encodeText(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

function urlOf(
  operation: Operation,
  path: Record<string, unknown>,
  query: Record<string, unknown>,
) {
  const filled = operation.template.replace(/\{(\w+)\}/g, (_match, name: string) =>
    textOf(path[name]),
  );
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${name}=${textOf(item)}`),
  );
  return pairs.length === 0 ? filled : `${filled}?${pairs.join('&')}`;
}

function recordOf(
  parameters: Parameter[],
  requireAll: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.fromEntries(
    parameters.map((parameter) => [parameter.name, schemaArbitrary(parameter.schema)]),
  );
  return fc.record(entries, {
    requiredKeys: requireAll ? parameters.map((parameter) => parameter.name) : [],
  });
}

/** Requests for one route drawn from its schemas, the hostile values mixed in. */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  // Now and then no body at all, as a client that forgot it would send.
  const body =
    operation.body === undefined
      ? fc.constant(undefined)
      : fc.option(schemaArbitrary(operation.body), { nil: undefined, freq: 10 });
  return fc
    .tuple(
      recordOf(operation.pathParameters, true),
      recordOf(operation.queryParameters, false),
      body,
    )
    .map(([path, query, sent]) => ({
      method: operation.method,
      url: urlOf(operation, path, query),
      ...(sent === undefined ? {} : { body: sent }),
    }));
}
