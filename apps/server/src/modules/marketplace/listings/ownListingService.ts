import type { AuditVerb } from '@hearth/domain';
import {
  ListingEditorValidation,
  type ListingWrite,
  type OwnListing,
  type ownListingQuerySchema,
} from '@hearth/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../../db/client.ts';
import { languages } from '../../../db/schema/index.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { unknownReferenceErrors } from '../../../platform/db/unknownIds.ts';
import { AppError, type CollectedFieldProblems } from '../../../platform/errors.ts';
import { listingFieldsDto } from './dto.ts';
import type { ListingValues, OwnListingRecord, OwnListingRepo } from './ownListingRepo.ts';
import { canManageListingsOf } from './policy.ts';

type ListQuery = z.output<typeof ownListingQuerySchema>;

export const listingNotFound = () => new AppError('not_found', 'listing_not_found');
const agencyNotFound = () => new AppError('not_found', 'agency_not_found');

/** An audit entry of a change to a listing, written in the change's transaction. */
export const auditListing = (
  tx: Transaction,
  context: AuditContext,
  action: AuditVerb<'listing.'>,
  listing: { id: number; agencyId: number },
  details: Record<string, unknown> = {},
) =>
  writeAudit(tx, context, {
    action: `listing.${action}`,
    subjectType: 'listing',
    subjectId: listing.id,
    agencyId: listing.agencyId,
    details,
  });

function ownListingDto(row: OwnListingRecord): OwnListing {
  return {
    ...listingFieldsDto(row),
    city:
      row.cityId === null || row.cityName === null ? null : { id: row.cityId, name: row.cityName },
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An agency's own listings: written by its staff (or an admin), every change audited. */
export function createOwnListingService(db: Database, repo: OwnListingRepo) {
  async function agencyFor(actor: Actor, agencyId: number): Promise<void> {
    if (!canManageListingsOf(actor, agencyId) || !(await repo.agencyExists(agencyId))) {
      throw agencyNotFound();
    }
  }

  /** The agency of a listing this person may manage; any other (or retired) answers 404. */
  async function managedAgencyOf(actor: Actor, listingId: number): Promise<number> {
    const agencyId = await repo.agencyOf(listingId);
    if (agencyId === undefined || !canManageListingsOf(actor, agencyId)) {
      throw listingNotFound();
    }
    return agencyId;
  }

  /** The columns to write, once the picked ids are known to name something of this product. */
  async function valuesOf(input: ListingWrite): Promise<ListingValues> {
    const errors: CollectedFieldProblems = await unknownReferenceErrors(db, [
      ['languageIds', languages, input.languageIds],
    ]);
    if ((await repo.careTypesNotOf(input.product, input.careTypeIds)).length > 0) {
      errors.careTypeIds = [ListingEditorValidation.careTypeOfProduct];
    }
    const centre = input.cityId === null ? undefined : await repo.cityCentre(input.cityId);
    if (input.cityId !== null && centre === undefined) {
      errors.cityId = [ListingEditorValidation.unknownCity];
    }
    if (Object.keys(errors).length > 0) {
      throw new AppError('validation_failed', 'validation_failed', errors);
    }
    const { price, latitude, longitude, ...rest } = input;
    const point = latitude !== null && longitude !== null ? { latitude, longitude } : centre;
    if (point === undefined) {
      throw new AppError('validation_failed', 'validation_failed', {
        cityId: [ListingEditorValidation.placeNeeded],
      });
    }
    return {
      ...rest,
      ...point,
      priceMinCents: price.minCents,
      priceMaxCents: price.maxCents,
      priceUnit: price.unit,
    };
  }

  async function read(listingId: number): Promise<OwnListing> {
    const row = await repo.find(db, listingId);
    if (row === undefined) {
      throw listingNotFound();
    }
    return ownListingDto(row);
  }

  /** Runs `change` with the listing's row locked, after checking who asks. */
  async function change(
    actor: Actor,
    listingId: number,
    run: (tx: Transaction, agencyId: number) => Promise<void>,
  ): Promise<void> {
    await managedAgencyOf(actor, listingId);
    await db.transaction(async (tx) => {
      // Locked again inside: the listing may have been retired since it was checked.
      const agencyId = await repo.lockAgencyOf(tx, listingId);
      if (agencyId === undefined) {
        throw listingNotFound();
      }
      await run(tx, agencyId);
    });
  }

  return {
    managedAgencyOf,
    read,

    async list(actor: Actor, agencyId: number, query: ListQuery) {
      await agencyFor(actor, agencyId);
      const { rows, total } = await repo.list(
        { agencyId, product: query.product, published: query.published },
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      );
      return { data: rows.map(ownListingDto), total };
    },

    async readOwn(actor: Actor, listingId: number): Promise<OwnListing> {
      await managedAgencyOf(actor, listingId);
      return read(listingId);
    },

    async create(
      actor: Actor,
      agencyId: number,
      input: ListingWrite,
      context: AuditContext,
    ): Promise<OwnListing> {
      await agencyFor(actor, agencyId);
      const values = await valuesOf(input);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, agencyId, values);
        await auditListing(tx, context, 'created', { id: created, agencyId });
        return created;
      });
      return read(id);
    },

    async update(
      actor: Actor,
      listingId: number,
      input: ListingWrite,
      context: AuditContext,
    ): Promise<OwnListing> {
      await managedAgencyOf(actor, listingId);
      const values = await valuesOf(input);
      await change(actor, listingId, async (tx, agencyId) => {
        await repo.update(tx, listingId, values);
        await auditListing(tx, context, 'changed', { id: listingId, agencyId });
      });
      return read(listingId);
    },

    async setPublished(
      actor: Actor,
      listingId: number,
      published: boolean,
      context: AuditContext,
    ): Promise<OwnListing> {
      await change(actor, listingId, async (tx, agencyId) => {
        await repo.setPublished(tx, listingId, published);
        const action = published ? 'published' : 'unpublished';
        await auditListing(tx, context, action, { id: listingId, agencyId });
      });
      return read(listingId);
    },

    async retire(actor: Actor, listingId: number, context: AuditContext): Promise<void> {
      await change(actor, listingId, async (tx, agencyId) => {
        await repo.retire(tx, listingId);
        await auditListing(tx, context, 'retired', { id: listingId, agencyId });
      });
    },

    change,
  };
}

export type OwnListingService = ReturnType<typeof createOwnListingService>;
