import {
  type FieldErrors,
  type ReportType,
  reportGraphBodySchema,
  reportRowsBodySchema,
  reportTypeSchema,
  type StatisticsTile,
} from '@hearth/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

// The message is a code the web translates in its reports namespace.
const notAvailable = () => new AppError('not_found', 'reportNotAvailable');

/** The report a path's `:type` names; any other word answers 404 as an unbuilt report does. */
function reportTypeOf(word: string): ReportType {
  const parsed = reportTypeSchema.safeParse(word);
  if (!parsed.success) {
    throw notAvailable();
  }
  return parsed.data;
}

// The route table sends any report's body; its own schema is known only once `:type` is read.
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) {
    return parsed.data;
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new AppError('validation_failed', 'The given data was invalid.', errors);
}

/**
 * Reports answer per type. No type is built yet: each still checks its body against its own
 * filter schema (so a form learns its mistakes as 422) and then answers 404 `reportNotAvailable`.
 */
export function createReportsService() {
  return {
    rows(word: string, body: unknown): never {
      parseBody(reportRowsBodySchema(reportTypeOf(word)), body);
      throw notAvailable();
    },
    graph(word: string, body: unknown): never {
      parseBody(reportGraphBodySchema(reportTypeOf(word)), body);
      throw notAvailable();
    },
    statistics(): StatisticsTile[] {
      return [];
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
