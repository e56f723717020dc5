import {
  BillingValidation,
  Country,
  careDay,
  percentToThousandths,
  type TaxRateCreate,
  type TaxRateQuery,
  thousandthsToPercent,
  totalPercent,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { uniqueAsInvalid } from '../../../platform/db/constraints.ts';
import { AppError } from '../../../platform/errors.ts';
import type { RegionFilter, TaxRateRepo, TaxRateRow } from './taxRateRepo.ts';

const sameDayTaken = {
  tax_rates_region_day_unique: {
    field: 'effectiveFrom',
    message: BillingValidation.dayTaken,
  },
};

/** A stored rate as the API shows it, percents instead of thousandths. */
export function taxRateDto(row: TaxRateRow) {
  return {
    id: row.id,
    country: Country.schema.parse(row.country),
    province: row.province,
    effectiveFrom: row.effectiveFrom,
    components: row.components.map((component) => ({
      name: component.name,
      percent: thousandthsToPercent(component.rateThousandths),
    })),
    total: totalPercent(row.components),
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createTaxRateService(db: Database, repo: TaxRateRepo) {
  return {
    /** The rate row of a region on a day; 404 for a region we hold no rate of on that day. */
    async rateAt(query: TaxRateQuery): Promise<TaxRateRow> {
      const region = { country: query.country, province: query.province };
      const row = await repo.rateAt(region, query.date ?? careDay());
      if (row === undefined) {
        throw (await repo.hasRegion(region))
          ? new AppError('not_found', 'tax_rate_not_in_effect')
          : new AppError('not_found', 'tax_rates_unknown');
      }
      return row;
    },

    list: (filter: RegionFilter) => repo.list(filter),

    /**
     * A new rate for a region from a later day. Only from tomorrow on: a rate in effect today may
     * already be on an invoice, and a new one dated today or earlier would change that invoice's
     * tax after the fact.
     */
    async create(actor: Actor, input: TaxRateCreate, context: AuditContext): Promise<TaxRateRow> {
      if (input.effectiveFrom <= careDay()) {
        throw new AppError('validation_failed', 'validation_failed', {
          effectiveFrom: [BillingValidation.notInFuture],
        });
      }
      return uniqueAsInvalid(sameDayTaken, () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            country: input.country,
            province: input.province,
            effectiveFrom: input.effectiveFrom,
            components: input.components.map((component) => ({
              name: component.name,
              rateThousandths: percentToThousandths(component.percent),
            })),
            source: input.source,
            createdBy: actor.userId,
          });
          await writeAudit(tx, context, {
            action: 'billing.taxRate.created',
            subjectType: 'taxRate',
            subjectId: row.id,
            details: {
              country: row.country,
              province: row.province,
              effectiveFrom: row.effectiveFrom,
              total: totalPercent(row.components),
            },
          });
          return row;
        }),
      );
    },
  };
}

export type TaxRateService = ReturnType<typeof createTaxRateService>;
