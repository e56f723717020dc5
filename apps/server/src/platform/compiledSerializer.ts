import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

const isJsonSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNull = (branch: unknown) => isJsonSchema(branch) && branch.type === 'null';

/** X of zod's `anyOf: [X, {type: 'null'}]` (a nullable X), or undefined for any other `anyOf`. */
function nullableOf(anyOf: unknown): JsonSchema | undefined {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) {
    return undefined;
  }
  const [first, second] = anyOf;
  if (isNull(second) && isJsonSchema(first)) {
    return first;
  }
  return isNull(first) && isJsonSchema(second) ? second : undefined;
}

/**
 * What fast-json-stringify needs to write a value, from the JSON Schema zod gives: a nullable X
 * becomes X with `nullable: true`. Left as `anyOf`, fast-json-stringify would validate the value
 * against each branch (patterns and all) to choose how to write it, on every response.
 */
function writable(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    return schema.map(writable);
  }
  if (!isJsonSchema(schema)) {
    return schema;
  }
  const { anyOf, ...rest } = schema;
  const nullable = nullableOf(anyOf);
  if (nullable !== undefined) {
    return writable({ ...rest, ...nullable, nullable: true });
  }
  return Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [keyword, writable(value)]),
  );
}

/**
 * A response serializer compiled once, when its route is registered: the zod schema's output as
 * JSON Schema, written by fast-json-stringify instead of zod encoding each answer and
 * `JSON.stringify` writing it. Like the zod serializer it writes only the properties the schema
 * declares and throws (a 500) when a required one is missing; unlike it, it does not re-check
 * values their types already vouch for (formats, ranges, enumerations). Set as the
 * `serializerCompiler` of the hot routes, whose schemas hold no transform.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`${method} ${url}: the compiled serializer needs a zod response schema`);
  }
  return fastJson(writable(z.toJSONSchema(schema, { target: 'draft-07', io: 'output' })) as Schema);
};
