import type { ServerMessageCode } from '@hearth/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The one input boundary every route goes through: its validator compiler wraps each route's zod
 * schema (query, params, body) with the rules no route may forget. Text PostgreSQL cannot store
 * (U+0000; an unpaired UTF-16 surrogate, which has no UTF-8 form and which jsonb refuses) is a
 * 422 on its field before the route's own schema runs, so it never reaches a query. A route that
 * takes a body gets one: a missing or `null` body is a 422, as is a PATCH that names nothing to
 * change (it would otherwise become an UPDATE with no columns).
 */
export const boundaryMessages = {
  nul: 'text_has_nul',
  surrogate: 'text_not_unicode',
  body: 'body_required',
  nothingToChange: 'nothing_to_change',
} as const satisfies Record<string, ServerMessageCode>;

type Finding = { path: PropertyKey[]; message: string };

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with one piece of text, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) {
    return boundaryMessages.nul;
  }
  return loneSurrogate.test(text) ? boundaryMessages.surrogate : undefined;
}

/** Every string in the input, keys included, that the database could not hold. */
function unsafeText(value: unknown, path: PropertyKey[] = []): Finding[] {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message === undefined ? [] : [{ path, message }];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => unsafeText(item, [...path, index]));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => {
      const keyProblem = textProblem(key);
      // A bad key is named by its (already well-formed) position, never by itself.
      return keyProblem === undefined
        ? unsafeText(item, [...path, key])
        : [{ path, message: keyProblem }];
    });
  }
  return [];
}

const namesSomething = (value: unknown) =>
  typeof value !== 'object' ||
  value === null ||
  Object.values(value).some((field) => field !== undefined);

function guarded(schema: z.ZodType, httpPart: string | undefined, method: string): z.ZodType {
  const body = httpPart === 'body';
  const checked = z
    .unknown()
    .superRefine((value, context) => {
      // Fastify hands a validator `null` for a missing body as well as for a sent `null`.
      if (body && value === null) {
        context.addIssue({ code: 'custom', message: boundaryMessages.body });
        return;
      }
      for (const finding of unsafeText(value)) {
        context.addIssue({ code: 'custom', path: finding.path, message: finding.message });
      }
    })
    // A pipe runs its schema only when the checks above found nothing.
    .pipe(schema);
  return body && method === 'PATCH'
    ? checked.refine(namesSomething, { message: boundaryMessages.nothingToChange })
    : checked;
}

export const boundaryValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: guarded(route.schema, route.httpPart, route.method) });
