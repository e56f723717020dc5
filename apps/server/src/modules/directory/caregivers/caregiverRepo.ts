import {
  type CaregiverSort,
  type CaregiverStatus,
  type Competency,
  EXPIRY_WARNING_DAYS,
  type Locale,
  type Named,
  type Skill,
  type WeekDay,
} from '@hearth/domain';
import { and, asc, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  caregiverAvailability,
  caregiverCompetencies,
  caregiverDocuments,
  caregiverLanguages,
  caregiverRoleAssignments,
  caregiverRoles,
  caregiverSearchText,
  caregivers,
  cities,
  languages,
  professions,
  users,
} from '../../../db/schema/index.ts';
import type { ChangeListener } from '../../../platform/db/changeListener.ts';
import {
  type CountedRow,
  isDefaultList,
  pagePlaceholders,
  preparedDefaultLists,
  prepareListStatements,
  runListQueries,
  runListStatements,
  totalColumn,
} from '../../../platform/db/defaultList.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { everyWordIn } from '../../../platform/db/textSearch.ts';
import { distanceKm, type Point, withinKm } from '../../../platform/geo/nearby.ts';
import { createDefaultListCache } from './defaultListCache.ts';
import type { CaregiverScope } from './policy.ts';

type Reader = Pick<Database, 'select'>;

export type NearPlace = Point & { radiusKm: number };

export type CaregiverFilter = {
  q?: string | undefined;
  agencyId?: number | undefined;
  status?: CaregiverStatus | undefined;
  professionId?: number | undefined;
  languageId?: number | undefined;
  skill?: { skill: Skill; minLevel: Competency } | undefined;
  weekDay?: WeekDay | undefined;
  near?: NearPlace | undefined;
};

/** What a read needs besides the filter: the labels' language and the day expiries count from. */
export type ReadContext = { locale: Locale; today: string };

/** A value given now, or a placeholder a prepared statement fills at each run. */
type Bound<T> = T | Placeholder;

function scopeCondition(scope: CaregiverScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agencies':
      return inArray(caregivers.agencyId, [...scope.agencyIds]);
    case 'self':
      return and(
        eq(caregivers.userId, scope.userId),
        inArray(caregivers.agencyId, [...scope.agencyIds]),
      );
    case 'none':
      return sql`false`;
  }
}

const distanceFrom = (near: NearPlace) => distanceKm(caregivers, near);

// drizzle's exists() leaves raw SQL unparenthesised, which PostgreSQL refuses.
const has = (subquery: SQL) => sql`EXISTS (${subquery})`;

function filterCondition(scope: CaregiverScope, filter: CaregiverFilter): SQL | undefined {
  const { skill, near } = filter;
  return and(
    scopeCondition(scope),
    filter.q ? everyWordIn(caregiverSearchText(caregivers), filter.q) : undefined,
    filter.agencyId === undefined ? undefined : eq(caregivers.agencyId, filter.agencyId),
    filter.status === undefined ? undefined : eq(caregivers.status, filter.status),
    filter.professionId === undefined
      ? undefined
      : eq(caregivers.professionId, filter.professionId),
    filter.languageId === undefined
      ? undefined
      : has(
          sql`SELECT 1 FROM ${caregiverLanguages} WHERE ${caregiverLanguages.caregiverId} = ${caregivers.id} AND ${caregiverLanguages.languageId} = ${filter.languageId}`,
        ),
    skill === undefined
      ? undefined
      : has(
          sql`SELECT 1 FROM ${caregiverCompetencies} WHERE ${caregiverCompetencies.caregiverId} = ${caregivers.id} AND ${caregiverCompetencies.skill} = ${skill.skill} AND ${caregiverCompetencies.level} >= ${skill.minLevel}`,
        ),
    filter.weekDay === undefined
      ? undefined
      : has(
          sql`SELECT 1 FROM ${caregiverAvailability} WHERE ${caregiverAvailability.caregiverId} = ${caregivers.id} AND ${caregiverAvailability.weekDay} = ${filter.weekDay}`,
        ),
    near === undefined ? undefined : withinKm(caregivers, near, near.radiusKm),
  );
}

const byName = [asc(caregivers.lastName), asc(caregivers.firstName)];

function ordering(sort: CaregiverSort, near: NearPlace | undefined): SQL[] {
  switch (sort) {
    case 'name':
      return byName;
    case '-name':
      return [desc(caregivers.lastName), desc(caregivers.firstName)];
    case 'createdAt':
      return [asc(caregivers.createdAt)];
    case '-createdAt':
      return [desc(caregivers.createdAt)];
    case 'updatedAt':
      return [asc(caregivers.updatedAt)];
    case '-updatedAt':
      return [desc(caregivers.updatedAt)];
    case 'distance':
      // The query schema allows this sort only with a place; without one, by name.
      return near === undefined ? byName : [asc(distanceFrom(near)), ...byName];
  }
}

/**
 * A language as a row of exactly `id` and `name` (its label in `locale`), which `json_agg` writes
 * as `{"id":…,"name":…}`: the same JSON as `json_build_object`, without its look-up of every
 * argument's type on every call. Joined laterally to `languages`.
 */
const languageRow = (locale: Locale) =>
  sql`(VALUES (${languages.id}, ${labelIn(languages.labels, locale)})) AS "language" ("id", "name")`;

/** A profile's languages in their list order, as JSON. */
const languagesJson = sql<
  Named[]
>`json_agg("language" ORDER BY ${languages.sortOrder}, ${languages.code})`;

function languagesOf(locale: Locale): SQL<Named[]> {
  return sql<Named[]>`coalesce((
    SELECT ${languagesJson}
    FROM ${caregiverLanguages} JOIN ${languages} ON ${languages.id} = ${caregiverLanguages.languageId}
    CROSS JOIN LATERAL ${languageRow(locale)}
    WHERE ${caregiverLanguages.caregiverId} = ${caregivers.id}
  ), '[]'::json)`;
}

/** Expired documents, and those expiring within the warning window, counted from `today`. */
function documentAlerts(today: string): SQL<{ expired: number; expiringSoon: number }> {
  return sql`(
    SELECT json_build_object(
      'expired', count(*) FILTER (WHERE ${caregiverDocuments.expiresOn} < ${today}::date),
      'expiringSoon', count(*) FILTER (WHERE ${caregiverDocuments.expiresOn} >= ${today}::date
        AND ${caregiverDocuments.expiresOn} <= ${today}::date + ${EXPIRY_WARNING_DAYS}::int)
    )
    FROM ${caregiverDocuments} WHERE ${caregiverDocuments.caregiverId} = ${caregivers.id}
  )`;
}

/** A profile's own fields and the names of what it points at, as a list and the detail show them. */
function profileColumns(locale: Locale) {
  return {
    id: caregivers.id,
    firstName: caregivers.firstName,
    lastName: caregivers.lastName,
    email: caregivers.email,
    phone: caregivers.phone,
    status: sql<CaregiverStatus>`${caregivers.status}`,
    agencyId: caregivers.agencyId,
    agencyName: agencies.name,
    professionId: caregivers.professionId,
    // Left-joined: null when the profile has none.
    professionCode: sql<string | null>`${professions.code}`,
    professionName: labelIn(professions.labels, locale),
    cityId: caregivers.cityId,
    cityName: sql<string | null>`${cities.name}`,
    userId: caregivers.userId,
  };
}

/** The summary of one profile, for its detail: its languages and alerts a subquery each. */
function summaryColumns({ locale, today }: ReadContext) {
  return {
    ...profileColumns(locale),
    languages: languagesOf(locale),
    // A profile is opened without a place to measure from.
    distanceKm: sql<number | null>`NULL::float8`,
    documentAlerts: documentAlerts(today),
  };
}

function detailColumns(context: ReadContext) {
  return {
    ...summaryColumns(context),
    dateOfBirth: caregivers.dateOfBirth,
    bio: caregivers.bio,
    street: caregivers.street,
    unit: caregivers.unit,
    postalCode: caregivers.postalCode,
    latitude: caregivers.latitude,
    longitude: caregivers.longitude,
    userName: sql<string | null>`${users.name}`,
    userEmail: sql<string | null>`${users.email}`,
    photoStorageKey: caregivers.photoStorageKey,
    createdAt: caregivers.createdAt,
    updatedAt: caregivers.updatedAt,
  };
}

/** All a list row or the detail shows in the summary. */
export type CaregiverSummaryRecord = SelectResultFields<ReturnType<typeof summaryColumns>>;

async function childrenOf(reader: Reader, caregiverId: number, locale: Locale) {
  const [roles, competencies, availability] = await Promise.all([
    reader
      .select({
        id: caregiverRoles.id,
        code: caregiverRoles.code,
        name: labelIn(caregiverRoles.labels, locale),
      })
      .from(caregiverRoleAssignments)
      .innerJoin(caregiverRoles, eq(caregiverRoles.id, caregiverRoleAssignments.caregiverRoleId))
      .where(eq(caregiverRoleAssignments.caregiverId, caregiverId))
      .orderBy(asc(caregiverRoles.sortOrder), asc(caregiverRoles.code)),
    reader
      .select({
        skill: sql<Skill>`${caregiverCompetencies.skill}`,
        level: sql<Competency>`${caregiverCompetencies.level}`,
      })
      .from(caregiverCompetencies)
      .where(eq(caregiverCompetencies.caregiverId, caregiverId)),
    reader
      .select({
        weekDay: sql<WeekDay>`${caregiverAvailability.weekDay}`,
        // `24:00` stays `24:00`: PostgreSQL keeps it as the end of the day.
        start: sql<string>`to_char(${caregiverAvailability.startTime}, 'HH24:MI')`,
        end: sql<string>`to_char(${caregiverAvailability.endTime}, 'HH24:MI')`,
      })
      .from(caregiverAvailability)
      .where(eq(caregiverAvailability.caregiverId, caregiverId))
      .orderBy(asc(caregiverAvailability.weekDay), asc(caregiverAvailability.startTime)),
  ]);
  return { roles, competencies, availability };
}

export type CaregiverRecord = SelectResultFields<ReturnType<typeof detailColumns>> &
  Awaited<ReturnType<typeof childrenOf>>;

/** The page's profiles: the ids `where` and `order` choose, each read by key after. */
type PageIds = ReturnType<typeof pageIdsOf>;

function pageIdsOf(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: Bound<number>; offset: Bound<number> },
) {
  return db.$with('page_ids').as(
    db
      .select({ id: caregivers.id })
      .from(caregivers)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** The languages of the page's profiles, one aggregate per profile, read in one pass. */
function pageLanguages(db: Database, pageIds: PageIds, locale: Locale) {
  return db
    .select({
      caregiverId: caregiverLanguages.caregiverId,
      languages: languagesJson.as('languages'),
    })
    .from(caregiverLanguages)
    .innerJoin(pageIds, eq(pageIds.id, caregiverLanguages.caregiverId))
    .innerJoin(languages, eq(languages.id, caregiverLanguages.languageId))
    .crossJoinLateral(languageRow(locale))
    .groupBy(caregiverLanguages.caregiverId)
    .as('page_languages');
}

/**
 * The page's document alerts, counted from `today`: only documents that expire by the end of the
 * warning window are read (the caregiver's `(caregiver_id, expires_on)` index bounds them), and
 * a profile with none has no row here.
 */
function pageAlerts(db: Database, pageIds: PageIds, today: Bound<string>) {
  return db
    .select({
      caregiverId: caregiverDocuments.caregiverId,
      expired:
        sql<number>`count(*) FILTER (WHERE ${caregiverDocuments.expiresOn} < ${today}::date)::int`.as(
          'expired',
        ),
      expiringSoon:
        sql<number>`count(*) FILTER (WHERE ${caregiverDocuments.expiresOn} >= ${today}::date)::int`.as(
          'expiring_soon',
        ),
    })
    .from(caregiverDocuments)
    .innerJoin(pageIds, eq(pageIds.id, caregiverDocuments.caregiverId))
    .where(sql`${caregiverDocuments.expiresOn} <= ${today}::date + ${EXPIRY_WARNING_DAYS}::int`)
    .groupBy(caregiverDocuments.caregiverId)
    .as('page_alerts');
}

/**
 * A page of profiles matching `where` in `order`, each row with how many match in all: one
 * statement. The page's ids come first, so that languages and document alerts are read for one
 * page of profiles rather than for every match, each in one grouped pass over the page rather
 * than a subquery per profile; the outer query sorts those few rows again. The count alone is
 * for a page past the end.
 */
function listQueries(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  near: NearPlace | undefined,
  { locale, today }: { locale: Locale; today: Bound<string> },
  page: { limit: Bound<number>; offset: Bound<number> },
) {
  const pageIds = pageIdsOf(db, where, order, page);
  const languagesOfPage = pageLanguages(db, pageIds, locale);
  const alertsOfPage = pageAlerts(db, pageIds, today);
  return {
    rows: db
      .with(pageIds)
      .select({
        ...profileColumns(locale),
        languages: sql<Named[]>`coalesce(${languagesOfPage.languages}, '[]'::json)`,
        distanceKm: near === undefined ? sql<null>`NULL::float8` : distanceFrom(near),
        documentAlerts: {
          expired: sql<number>`coalesce(${alertsOfPage.expired}, 0)`,
          expiringSoon: sql<number>`coalesce(${alertsOfPage.expiringSoon}, 0)`,
        },
        total: totalColumn(db, caregivers, where),
      })
      .from(pageIds)
      .innerJoin(caregivers, eq(caregivers.id, pageIds.id))
      .innerJoin(agencies, eq(agencies.id, caregivers.agencyId))
      .leftJoin(professions, eq(professions.id, caregivers.professionId))
      .leftJoin(cities, eq(cities.id, caregivers.cityId))
      .leftJoin(languagesOfPage, eq(languagesOfPage.caregiverId, caregivers.id))
      .leftJoin(alertsOfPage, eq(alertsOfPage.caregiverId, caregivers.id))
      .orderBy(...order),
    total: db.select({ total: count() }).from(caregivers).where(where),
  };
}

/** `changes`: with it, the default list's pages are answered from memory between changes. */
export function createCaregiverRepo(db: Database, changes: ChangeListener | null) {
  // Most list requests are the default list: its statements are built once per shape and
  // planned once per pooled connection, rather than built, sent and planned on every request.
  const defaultList = preparedDefaultLists(
    'caregiver_list',
    caregivers.agencyId,
    (where, name, locale) =>
      prepareListStatements(
        db,
        listQueries(
          db,
          where,
          [...byName, asc(caregivers.id)],
          undefined,
          { locale, today: sql.placeholder('today') },
          pagePlaceholders,
        ),
        name,
      ),
  );

  const keptPages =
    changes === null ? null : createDefaultListCache<CaregiverSummaryRecord & CountedRow>(changes);

  return {
    async list(
      scope: CaregiverScope,
      filter: CaregiverFilter,
      sort: CaregiverSort,
      page: { limit: number; offset: number },
      context: ReadContext,
    ): Promise<{ rows: (CaregiverSummaryRecord & CountedRow)[]; total: number }> {
      if (isDefaultList(scope, filter, sort === 'name')) {
        const prepared = defaultList(scope, context.locale);
        const read = () =>
          runListStatements(prepared, { ...prepared.values, ...page, today: context.today });
        return keptPages === null
          ? read()
          : keptPages({ scope, locale: context.locale, today: context.today, ...page }, read);
      }
      const where = filterCondition(scope, filter);
      const order = [...ordering(sort, filter.near), asc(caregivers.id)];
      return runListQueries(listQueries(db, where, order, filter.near, context, page), page.offset);
    },

    /** The profile with everything the detail page shows, if `scope` lets it be seen. */
    async findVisible(
      scope: CaregiverScope,
      id: number,
      context: ReadContext,
      reader: Reader = db,
    ): Promise<CaregiverRecord | undefined> {
      const [row] = await reader
        .select(detailColumns(context))
        .from(caregivers)
        .innerJoin(agencies, eq(agencies.id, caregivers.agencyId))
        .leftJoin(professions, eq(professions.id, caregivers.professionId))
        .leftJoin(cities, eq(cities.id, caregivers.cityId))
        .leftJoin(users, eq(users.id, caregivers.userId))
        .where(and(eq(caregivers.id, id), scopeCondition(scope)));
      return row && { ...row, ...(await childrenOf(reader, id, context.locale)) };
    },

    /** Just enough to decide about a profile's status and documents: whose it is, where it stands. */
    async findVisibleOwner(
      scope: CaregiverScope,
      id: number,
    ): Promise<{ id: number; agencyId: number; status: CaregiverStatus } | undefined> {
      const [row] = await db
        .select({
          id: caregivers.id,
          agencyId: caregivers.agencyId,
          status: sql<CaregiverStatus>`${caregivers.status}`,
        })
        .from(caregivers)
        .where(and(eq(caregivers.id, id), scopeCondition(scope)));
      return row;
    },
  };
}

export type CaregiverRepo = ReturnType<typeof createCaregiverRepo>;
