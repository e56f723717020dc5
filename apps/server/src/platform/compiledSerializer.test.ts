import {
  authDetailsSchema,
  caregiverSummarySchema,
  itemResponse,
  listResponse,
  realtimeConfigResponseSchema,
} from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './compiledSerializer.ts';

const compile = (schema: z.ZodType) =>
  compiledSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

/**
 * What the zod serializer wrote, the schema's encoding of the value as JSON, read back: the same
 * answer, though fast-json-stringify may write an optional property after the required ones.
 */
const zodWrites = (schema: z.ZodType, value: unknown): unknown =>
  JSON.parse(JSON.stringify(schema.encode(value)));
const written = (json: string): unknown => JSON.parse(json);

const record = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  note: z.string().optional(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(z.object({ code: z.string() })),
  score: z.number().nullable(),
  at: z.iso.datetime(),
});
const recordList = listResponse(record);

describe('the compiled response serializer', () => {
  it('writes what the zod serializer wrote, nulls, absent optionals and dropped extras alike', () => {
    const values = [
      {
        data: [
          {
            id: 1,
            name: 'Ann "Quoted" \\ Lee',
            nickname: null,
            city: null,
            tags: [],
            score: null,
            at: '2026-11-29T01:00:00.000Z',
          },
          {
            id: 2,
            name: 'Bo',
            nickname: 'B',
            note: 'unicode é ✓',
            city: { id: 7, name: 'Toronto', population: 3_000_000 },
            tags: [{ code: 'a', secret: 'left out' }],
            score: 1.5,
            at: '2026-11-29T01:00:00.000Z',
            passwordHash: 'never written',
          },
        ],
        meta: { page: 1, perPage: 25, total: 2 },
      },
      { data: [], meta: { page: 3, perPage: 100, total: 0 } },
    ];
    const serialize = compile(recordList);
    for (const value of values) {
      expect(written(serialize(value))).toEqual(zodWrites(recordList, value));
    }
  });

  it('throws, as the zod serializer did, when a required property is missing', () => {
    const serialize = compile(recordList);
    expect(() => serialize({ data: [], meta: { page: 1, perPage: 25 } })).toThrow();
  });

  it('refuses a route whose response schema is not a zod schema', () => {
    expect(() =>
      compiledSerializerCompiler({
        schema: { type: 'object' },
        method: 'GET',
        url: '/api/test',
        httpStatus: '200',
      }),
    ).toThrow('GET /api/test: the compiled serializer needs a zod response schema');
  });

  it("compiles the hot routes' schemas and writes their answers as zod did", () => {
    const realtimeConfig = {
      data: { key: 'k', host: null, port: 443, scheme: 'https', namespace: 'notifications' },
    };
    expect(written(compile(realtimeConfigResponseSchema)(realtimeConfig))).toEqual(
      zodWrites(realtimeConfigResponseSchema, realtimeConfig),
    );
    expect(() => compile(itemResponse(authDetailsSchema))).not.toThrow();
    expect(() => compile(listResponse(caregiverSummarySchema))).not.toThrow();
  });
});
