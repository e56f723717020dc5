import {
  type AgencySort,
  AgencyStanding,
  DEFAULT_SERVICE_RADIUS_KM,
  type Locale,
  type OrganisationKind,
  SERVICE_RADIUS_MAX_KM,
} from '@hearth/domain';
import { and, asc, count, desc, eq, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  agencyCareTypes,
  agencyLanguages,
  agencyProfiles,
  careTypes,
  cities,
  languages,
  provinces,
} from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';
import { distanceKm, insideBox, type Point } from '../../../platform/geo/nearby.ts';
import { provinceRefColumns } from '../shared/provinceRef.ts';
import type { AgencyScope } from './policy.ts';

type Reader = Pick<Database, 'select'>;

export type AgencyFilter = {
  q?: string | undefined;
  careTypeId?: number | undefined;
  standing?: AgencyStanding | undefined;
  provinceId?: number | undefined;
  /** The city asked for, with its centre: agencies whose service area reaches it. */
  city?: (Point & { id: number }) | undefined;
  /** A point and how far from it to look, on top of each agency's own service radius. */
  near?: (Point & { radiusKm: number }) | undefined;
};

// An agency without a profile row yet (made by identity) reads as a new one: good, default area.
const standing = sql<AgencyStanding>`coalesce(${agencyProfiles.standing}, ${sql.raw(String(AgencyStanding.good))})`;
const serviceRadiusKm = sql<number>`coalesce(${agencyProfiles.serviceRadiusKm}, ${sql.raw(String(DEFAULT_SERVICE_RADIUS_KM))})`;

function scopeCondition(scope: AgencyScope): SQL | undefined {
  if (scope.kind === 'all') {
    return undefined;
  }
  const listed = ne(standing, scope.hiddenStanding);
  return scope.ownAgencyIds.length === 0
    ? listed
    : or(listed, inArray(agencies.id, [...scope.ownAgencyIds]));
}

function searchCondition(q: string): SQL | undefined {
  return everyWordInAny(
    [
      agencies.name,
      agencyProfiles.legalName,
      agencyProfiles.email,
      agencyProfiles.phone,
      cities.name,
    ],
    q,
  );
}

const distanceFrom = (point: Point) => distanceKm(agencyProfiles, point);

/**
 * Agencies whose service area, widened by `extraKm`, reaches `point`. The box around the largest
 * service area finds the candidates by the location index; each agency's own radius decides.
 */
const reaches = (point: Point, extraKm: number) =>
  and(
    insideBox(agencyProfiles, point, SERVICE_RADIUS_MAX_KM + extraKm),
    lte(distanceFrom(point), sql`${serviceRadiusKm} + ${extraKm}::float8`),
  );

function filterCondition(scope: AgencyScope, filter: AgencyFilter): SQL | undefined {
  const { city, near } = filter;
  return and(
    scopeCondition(scope),
    filter.q ? searchCondition(filter.q) : undefined,
    filter.careTypeId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${agencyCareTypes} WHERE ${agencyCareTypes.agencyId} = ${agencies.id} AND ${agencyCareTypes.careTypeId} = ${filter.careTypeId})`,
    filter.standing === undefined ? undefined : eq(standing, filter.standing),
    filter.provinceId === undefined ? undefined : eq(cities.provinceId, filter.provinceId),
    city === undefined ? undefined : or(eq(agencyProfiles.cityId, city.id), reaches(city, 0)),
    near === undefined ? undefined : reaches(near, near.radiusKm),
  );
}

function orderings(sort: AgencySort, from: Point | undefined): SQL[] {
  const byName = asc(agencies.name);
  switch (sort) {
    case 'name':
      return [byName];
    case '-name':
      return [desc(agencies.name)];
    case 'createdAt':
      return [asc(agencies.createdAt)];
    case '-createdAt':
      return [desc(agencies.createdAt)];
    case 'standing':
      return [asc(standing), byName];
    case '-standing':
      return [desc(standing), byName];
    case 'distance':
      return from === undefined ? [byName] : [sql`${distanceFrom(from)} ASC NULLS LAST`, byName];
  }
}

const detailColumns = {
  id: agencies.id,
  name: agencies.name,
  kind: sql<OrganisationKind>`${agencies.kind}`,
  phone: agencyProfiles.phone,
  email: agencyProfiles.email,
  website: agencyProfiles.website,
  cityId: cities.id,
  cityName: cities.name,
  ...provinceRefColumns,
  standing,
  legalName: agencyProfiles.legalName,
  description: agencyProfiles.description,
  street: agencyProfiles.street,
  unit: agencyProfiles.unit,
  postalCode: agencyProfiles.postalCode,
  latitude: agencyProfiles.latitude,
  longitude: agencyProfiles.longitude,
  serviceRadiusKm,
  createdAt: agencies.createdAt,
  updatedAt: sql<Date>`coalesce(${agencyProfiles.updatedAt}, ${agencies.createdAt})`.mapWith(
    (value: string | Date) => new Date(value),
  ),
};

/**
 * Agencies with their profile, city and province. Lists read the detail's columns too (a few
 * short fields more than they show), so that there is one query shape to keep right.
 */
const selectAgencies = (reader: Reader, distanceKm: SQL<number | null>) =>
  reader
    .select({ ...detailColumns, distanceKm })
    .from(agencies)
    .leftJoin(agencyProfiles, eq(agencyProfiles.agencyId, agencies.id))
    .leftJoin(cities, eq(cities.id, agencyProfiles.cityId))
    .leftJoin(provinces, eq(provinces.id, cities.provinceId));

const countAgencies = (reader: Reader, where: SQL | undefined) =>
  reader
    .select({ total: count() })
    .from(agencies)
    .leftJoin(agencyProfiles, eq(agencyProfiles.agencyId, agencies.id))
    .leftJoin(cities, eq(cities.id, agencyProfiles.cityId))
    .where(where);

const noDistance = sql<number | null>`NULL`;

export function createAgencyRepo(db: Database) {
  /** The care types of each agency, in the reference list's order. */
  async function careTypesOf(agencyIds: readonly number[], locale: Locale) {
    if (agencyIds.length === 0) {
      return new Map<number, { id: number; name: string }[]>();
    }
    const rows = await db
      .select({
        agencyId: agencyCareTypes.agencyId,
        id: careTypes.id,
        name: labelIn(careTypes.labels, locale),
      })
      .from(agencyCareTypes)
      .innerJoin(careTypes, eq(careTypes.id, agencyCareTypes.careTypeId))
      .where(inArray(agencyCareTypes.agencyId, [...agencyIds]))
      .orderBy(asc(careTypes.sortOrder), asc(careTypes.id));
    const byAgency = new Map<number, { id: number; name: string }[]>();
    for (const { agencyId, ...careType } of rows) {
      byAgency.set(agencyId, [...(byAgency.get(agencyId) ?? []), careType]);
    }
    return byAgency;
  }

  return {
    async list(
      scope: AgencyScope,
      filter: AgencyFilter,
      sort: AgencySort,
      page: { limit: number; offset: number },
      locale: Locale,
    ) {
      const where = filterCondition(scope, filter);
      const from = filter.near ?? filter.city;
      const [rows, [total]] = await Promise.all([
        selectAgencies(db, from === undefined ? noDistance : distanceFrom(from))
          .where(where)
          .orderBy(...orderings(sort, from), asc(agencies.id))
          .limit(page.limit)
          .offset(page.offset),
        countAgencies(db, where),
      ]);
      const careTypesByAgency = await careTypesOf(
        rows.map((row) => row.id),
        locale,
      );
      return {
        rows: rows.map((row) => ({ ...row, careTypes: careTypesByAgency.get(row.id) ?? [] })),
        total: total?.total ?? 0,
      };
    },

    /** The agency with everything its page shows, if `scope` lets it be seen. */
    async findVisible(scope: AgencyScope, id: number, locale: Locale) {
      const [row] = await selectAgencies(db, noDistance).where(
        and(eq(agencies.id, id), scopeCondition(scope)),
      );
      if (row === undefined) {
        return undefined;
      }
      const [careTypesByAgency, languageRows] = await Promise.all([
        careTypesOf([id], locale),
        db
          .select({ id: languages.id, name: labelIn(languages.labels, locale) })
          .from(agencyLanguages)
          .innerJoin(languages, eq(languages.id, agencyLanguages.languageId))
          .where(eq(agencyLanguages.agencyId, id))
          .orderBy(asc(languages.sortOrder), asc(languages.code)),
      ]);
      return { ...row, careTypes: careTypesByAgency.get(id) ?? [], languages: languageRows };
    },

    /** A city's centre, to search around it; undefined for an unknown id. */
    async cityCentre(cityId: number): Promise<(Point & { id: number }) | undefined> {
      const [row] = await db
        .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(eq(cities.id, cityId));
      return row;
    },
  };
}

export type AgencyRepo = ReturnType<typeof createAgencyRepo>;
export type AgencySummaryRecord = Awaited<ReturnType<AgencyRepo['list']>>['rows'][number];
export type AgencyRecord = NonNullable<Awaited<ReturnType<AgencyRepo['findVisible']>>>;
