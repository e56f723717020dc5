import type { AgencyWrite, agencyListQuerySchema, Locale } from '@hearth/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblems } from '../../../platform/errors.ts';
import type { AgencyFilter, AgencyRecord, AgencyRepo } from './agencyRepo.ts';
import type { AgencyWriteRepo } from './agencyWriteRepo.ts';
import { agencyScope, canEditAgency, canSearchByStanding, internalAgencyOf } from './policy.ts';

type ListQuery = z.output<typeof agencyListQuerySchema>;

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);

const agencyNotFound = () => new AppError('not_found', 'agency_not_found');

export function createAgencyService(db: Database, repo: AgencyRepo, writeRepo: AgencyWriteRepo) {
  /** The agency, if this actor may see it; otherwise 404, as if absent. */
  async function visible(actor: Actor, id: number, locale: Locale): Promise<AgencyRecord> {
    const agency = await repo.findVisible(agencyScope(actor), id, locale);
    if (agency === undefined) {
      throw agencyNotFound();
    }
    return agency;
  }

  /** Checks the picked ids, and places an address given only by its city at the city's centre. */
  async function prepared(input: AgencyWrite): Promise<AgencyWrite> {
    const unknown = await writeRepo.unknownReferences(input);
    if (Object.keys(unknown).length > 0) {
      throw invalid(unknown);
    }
    const { address } = input;
    if (address.cityId === null || address.latitude !== null) {
      return input;
    }
    const centre = await repo.cityCentre(address.cityId);
    return centre === undefined
      ? input
      : { ...input, address: { ...address, ...centre, cityId: address.cityId } };
  }

  async function filterOf(query: ListQuery): Promise<AgencyFilter | null> {
    const city = query.city === undefined ? undefined : await repo.cityCentre(query.city);
    if (query.city !== undefined && city === undefined) {
      // A city that does not exist has no agencies around it.
      return null;
    }
    return {
      q: query.q,
      careTypeId: query.careType,
      standing: query.standing,
      provinceId: query.province,
      city,
      near:
        query.lat === undefined || query.lng === undefined
          ? undefined
          : { latitude: query.lat, longitude: query.lng, radiusKm: query.radiusKm ?? 0 },
    };
  }

  return {
    visible,

    async list(actor: Actor, query: ListQuery, locale: Locale) {
      const byStanding = query.standing !== undefined || query.sort.endsWith('standing');
      if (byStanding && !canSearchByStanding(actor)) {
        throw new AppError('forbidden', 'admins_search_standing');
      }
      const filter = await filterOf(query);
      if (filter === null) {
        return { rows: [], total: 0 };
      }
      return repo.list(
        agencyScope(actor),
        filter,
        query.sort,
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
        locale,
      );
    },

    async create(actor: Actor, input: AgencyWrite, locale: Locale, context: AuditContext) {
      const agency = await prepared(input);
      const id = await db.transaction(async (tx) => {
        const newId = await writeRepo.insert(tx, agency);
        await writeAudit(tx, context, {
          action: 'agency.created',
          subjectType: 'agency',
          subjectId: newId,
          agencyId: newId,
        });
        return newId;
      });
      return visible(actor, id, locale);
    },

    async update(
      actor: Actor,
      id: number,
      input: AgencyWrite,
      locale: Locale,
      context: AuditContext,
    ) {
      await visible(actor, id, locale);
      if (!canEditAgency(actor, id)) {
        throw new AppError('forbidden', 'own_agency_profile_only');
      }
      const agency = await prepared(input);
      await db.transaction(async (tx) => {
        await writeRepo.update(tx, id, agency);
        await writeAudit(tx, context, {
          action: 'agency.updated',
          subjectType: 'agency',
          subjectId: id,
          agencyId: id,
        });
      });
      return visible(actor, id, locale);
    },

    /** The signed-in person's own agency; 404 for people without one. */
    async internal(actor: Actor, locale: Locale) {
      const id = internalAgencyOf(actor);
      if (id === null) {
        throw new AppError('not_found', 'no_agency');
      }
      return visible(actor, id, locale);
    },
  };
}

export type AgencyService = ReturnType<typeof createAgencyService>;
