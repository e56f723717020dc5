import fc from 'fast-check';

/** The part of OpenAPI 3.0's schema object that our routes' zod schemas turn into. */
export type JsonSchema = {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** What the fuzzing found the database chokes on, and their near neighbours. */
export const hostileStrings = ['a\u0000b', '\u0000', '\ud800', 'x\udc00y', '\udbff\ud800'];
export const hostileIntegers = [2_147_483_648, -2_147_483_649, 9_007_199_254_740_991, -1, 0];
const hostileValues: unknown[] = [...hostileStrings, ...hostileIntegers, null, '', [], {}, true];

/** Mostly values the schema allows, sometimes one of the hostile ones in their place. */
const withHostile = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...hostileValues) },
  );

// Long enough to reach every maxLength we declare, short enough to keep requests small.
const LONGEST_TEXT = 2_100;

function textArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'email') {
    return fc.emailAddress();
  }
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern));
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.min(schema.maxLength ?? 40, LONGEST_TEXT, minLength + 60),
  });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -Number.MAX_SAFE_INTEGER;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  // OpenAPI 3.0 says an exclusive bound with a boolean beside the bound itself.
  const low = schema.exclusiveMinimum === true ? min + 1 : min;
  const high = schema.exclusiveMaximum === true ? max - 1 : max;
  if (schema.type === 'integer') {
    // Small values name rows that exist; the schema's own bounds are where mistakes hide.
    return fc.oneof(
      fc.integer({ min: Math.max(low, 0), max: Math.max(Math.min(high, 5), Math.max(low, 0)) }),
      fc.integer({ min: low, max: high }),
      fc.constantFrom(low, high),
    );
  }
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, schemaArbitrary(property)]),
  );
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}

/** Values for a schema, valid ones mostly, with the hostile ones mixed in at every level. */
export function schemaArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const nullable =
    schema.nullable === true ? fc.oneof(fc.constant(null), exact(schema)) : exact(schema);
  return withHostile(nullable);
}

function exact(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum !== undefined) {
    return fc.constantFrom(...schema.enum);
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined) {
    return fc.oneof(...choices.map(schemaArbitrary));
  }
  switch (schema.type) {
    case 'string':
      return textArbitrary(schema);
    case 'number':
    case 'integer':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object':
      return objectArbitrary(schema);
    case undefined:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
