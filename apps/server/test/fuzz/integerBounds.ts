import { INT32_MAX, INT32_MIN } from '@hearth/domain';
import type { Operation } from './operations.ts';
import type { JsonSchema } from './schemaArbitrary.ts';

/** Where a schema takes an integer that PostgreSQL's `integer` could not hold, by field path. */
function widerThanInt32(schema: JsonSchema, path: string): string[] {
  const own =
    schema.type === 'integer' &&
    !(
      (schema.minimum ?? Number.NEGATIVE_INFINITY) >= INT32_MIN &&
      (schema.maximum ?? Number.POSITIVE_INFINITY) <= INT32_MAX
    )
      ? [path]
      : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      widerThanInt32(property, `${path}.${key}`),
    ),
    ...(schema.items === undefined ? [] : widerThanInt32(schema.items, `${path}[]`)),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((choice) =>
      widerThanInt32(choice, path),
    ),
  ];
  return [...own, ...nested];
}

/** Every input integer of a route, in its path, query or body, wider than an `integer` column. */
export function unboundedIntegers(operation: Operation): string[] {
  const where = `${operation.method} ${operation.template}`;
  return [
    ...[...operation.pathParameters, ...operation.queryParameters].flatMap((parameter) =>
      widerThanInt32(parameter.schema, `${where} ${parameter.in}.${parameter.name}`),
    ),
    ...(operation.body === undefined ? [] : widerThanInt32(operation.body, `${where} body`)),
  ];
}
