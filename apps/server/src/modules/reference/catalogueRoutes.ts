import {
  careTypeSchema,
  desiredLocationSchema,
  desiredLocationsQuerySchema,
  itemResponse,
  Locale,
  listResponse,
  locationDataSchema,
  MarketplaceProduct,
  paginationQuerySchema,
  SURVEY_LIMITS,
  surveyMetaSchema,
  translationsQuerySchema,
  WeekDay,
  weekDaySchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { careTypeList, surveyQuestionList } from './lists.ts';
import type { PlacesService } from './placesService.ts';
import { referenceAccess } from './policy.ts';
import type { ReferenceService } from './service.ts';
import type { TranslationFiles, Translations } from './translations.ts';

export type CatalogueRoutesOptions = {
  service: ReferenceService;
  places: PlacesService;
  translations: TranslationFiles;
};

const tags = ['reference'];

const translationsSchema: z.ZodType<Translations> = z.record(
  z.string(),
  z.union([z.string(), z.lazy(() => translationsSchema)]),
);

// The survey is short by design; this only bounds the one page it is read in.
const surveyPage = {
  page: 1,
  perPage: 100,
  status: 'current',
  q: undefined,
  sort: undefined,
} as const;

/** "Monday" / "lunes" → "Lunes": names from the runtime's CLDR data, capitalised as list labels. */
function weekDayLabel(locale: Locale, day: WeekDay): string {
  // 2024-01-01 was a Monday, so day n is 2024-01-0n.
  const date = new Date(Date.UTC(2024, 0, day));
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

const weekDays = WeekDay.codes.map((day) => ({
  id: day,
  code: WeekDay.nameOf(day),
  labels: {
    'en-US': weekDayLabel(Locale.enUS, day),
    'en-CA': weekDayLabel(Locale.enCA, day),
    'es-ES': weekDayLabel(Locale.esES, day),
  },
}));

/** The read-only views the spec's client loads: care types, survey, places, days, labels. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { service, places, translations },
) => {
  app.get(
    '/api/caretypes/:product',
    {
      config: { access: referenceAccess.publicList },
      schema: {
        tags,
        summary: 'Current care types of one product (homecare, sharecare, adultDay), with ids',
        params: z.object({ product: MarketplaceProduct.schema }),
        querystring: paginationQuerySchema,
        response: { 200: listResponse(careTypeSchema) },
      },
    },
    async (request) => {
      const query = {
        ...request.query,
        status: 'current',
        product: request.params.product,
      } as const;
      const { rows, total } = await service.list(careTypeList, null, query);
      return { data: rows, meta: { page: query.page, perPage: query.perPage, total } };
    },
  );

  app.get(
    '/api/survey-meta',
    {
      config: { access: referenceAccess.publicList },
      schema: {
        tags,
        summary: 'The care-needs survey of the request-care form: its current questions, in order',
        response: { 200: itemResponse(surveyMetaSchema) },
      },
    },
    async () => {
      const { rows } = await service.list(surveyQuestionList, null, surveyPage);
      return { data: { questions: rows, limits: SURVEY_LIMITS } };
    },
  );

  app.get(
    '/api/week-days',
    {
      config: { access: referenceAccess.publicList },
      schema: {
        tags,
        summary: 'The days of the week, Monday first (ISO 8601 numbers 1 to 7)',
        response: { 200: listResponse(weekDaySchema) },
      },
    },
    async () => ({ data: weekDays, meta: { page: 1, perPage: weekDays.length, total: 7 } }),
  );

  app.get(
    '/api/location-data',
    {
      config: { access: referenceAccess.publicList },
      schema: {
        tags,
        summary: 'Each country with its current provinces, for address and search forms',
        response: { 200: itemResponse(locationDataSchema) },
      },
    },
    async () => ({ data: await places.locationData() }),
  );

  app.get(
    '/api/desired-locations',
    {
      config: { access: referenceAccess.publicList },
      schema: {
        tags,
        summary: 'Where care is wanted: cities matching q, best first, with their province',
        querystring: desiredLocationsQuerySchema,
        response: { 200: listResponse(desiredLocationSchema) },
      },
    },
    async (request) => {
      const { data, total } = await places.desiredLocations(request.query);
      return { data, meta: { page: 1, perPage: request.query.perPage, total } };
    },
  );

  app.get(
    '/api/translations',
    {
      config: { access: referenceAccess.translations },
      schema: {
        tags,
        summary: "One of the web app's translation files (locale en-US, en-CA or es-ES)",
        querystring: translationsQuerySchema,
        response: {
          200: itemResponse(
            z.object({
              locale: Locale.schema,
              namespace: z.string(),
              translations: translationsSchema,
            }),
          ),
        },
      },
    },
    async (request) => {
      const { locale, namespace } = request.query;
      const file = await translations.read(locale, namespace);
      return { data: { locale: Locale.schema.parse(locale), namespace, translations: file } };
    },
  );
};
