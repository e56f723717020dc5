import {
  EXPORT_LIMIT,
  type Locale,
  type ReportSeries,
  type ReportType,
  reportExportBodySchema,
  reportGraphBodySchema,
  reportRowsBodySchema,
  reportTypeSchema,
  type StatisticsTile,
} from '@hearth/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, type CollectedFieldProblems, zodIssueProblem } from '../../platform/errors.ts';
import { assertExportable } from '../../platform/listExport.ts';
import type { ReportDefinition, ReportDefinitions, ReportSort } from './reportDefinition.ts';
import { type ReportScope, reportScopeOf } from './reportScope.ts';
import type { Statistics } from './statistics/statistics.ts';

const notAvailable = () => new AppError('not_found', 'report_not_available');

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
  const errors: CollectedFieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] = [...(errors[field] ?? []), zodIssueProblem(issue)];
  }
  throw new AppError('validation_failed', 'validation_failed', errors);
}

// Host leads are nobody's agency's; every other report may narrow to one agency.
const agencyIdOf = (filter: object): number | undefined =>
  'agencyId' in filter && typeof filter.agencyId === 'number' ? filter.agencyId : undefined;

const sortOf = (sort: string | undefined): ReportSort | null =>
  sort === undefined ? null : { column: sort.replace(/^-/, ''), descending: sort.startsWith('-') };

/** Reports answer per type, each over the caller's scope. */
export function createReportsService(definitions: ReportDefinitions, statistics: Statistics) {
  function definitionFor<T extends ReportType>(
    type: T,
    actor: Actor,
    agencyId: number | undefined,
  ): { definition: ReportDefinition<T>; scope: ReportScope } {
    const definition = definitions[type] as ReportDefinition<T> | undefined;
    if (definition === undefined) {
      throw notAvailable();
    }
    const scope = reportScopeOf(actor, agencyId);
    if (!definition.audiences.includes(scope.kind)) {
      throw new AppError('forbidden', 'report_not_for_you');
    }
    return { definition, scope };
  }

  return {
    async rows(actor: Actor, word: string, body: unknown, locale: Locale) {
      const type = reportTypeOf(word);
      const { filter, page, perPage, sort } = parseBody(reportRowsBodySchema(type), body);
      const { definition, scope } = definitionFor(type, actor, agencyIdOf(filter));
      const { rows, total } = await definition.rows({
        scope,
        filter,
        page,
        perPage,
        sort: sortOf(sort),
        locale,
      });
      return { data: rows, meta: { page, perPage, total } };
    },
    async graph(actor: Actor, word: string, body: unknown): Promise<ReportSeries[]> {
      const type = reportTypeOf(word);
      const { filter, bucket } = parseBody(reportGraphBodySchema(type), body);
      const { definition, scope } = definitionFor(type, actor, agencyIdOf(filter));
      return definition.graph({ scope, filter, bucket });
    },
    /** Every row of the filter for a file, refused whole (422) beyond the export limit. */
    async exportRows(actor: Actor, word: string, body: unknown, locale: Locale) {
      const type = reportTypeOf(word);
      const { filter, sort, format } = parseBody(reportExportBodySchema(type), body);
      const { definition, scope } = definitionFor(type, actor, agencyIdOf(filter));
      const query = { scope, filter, page: 1, sort: sortOf(sort), locale };
      // The total comes with a page of one row, so a large export is refused before it is read.
      assertExportable((await definition.rows({ ...query, perPage: 1 })).total);
      const { rows, total } = await definition.rows({ ...query, perPage: EXPORT_LIMIT });
      // Rows may have come in between: a file is never cut short without saying so.
      assertExportable(total);
      return { type, scope, filter, sort: sort ?? null, format, rows };
    },
    /** The tiles of the caller's own scope: an admin's platform, an agency's day, a partner's referrals. */
    statistics(actor: Actor): Promise<StatisticsTile[]> {
      return statistics(reportScopeOf(actor, undefined), new Date());
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
