import {
  BuyerKind,
  Currency,
  type Product,
  type ProductPatch,
  type ProductWrite,
  UnitOfMeasure,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ProductFilter, ProductRepo, ProductRow } from './productRepo.ts';

const noProduct = () => new AppError('not_found', 'product_not_found');

export function productDto(row: ProductRow): Product {
  return {
    id: row.id,
    names: row.names,
    descriptions: row.descriptions,
    buyerKinds: row.buyerKinds.map((kind) => BuyerKind.schema.parse(kind)),
    priceCents: row.priceCents,
    currency: Currency.schema.parse(row.currency),
    unitOfMeasure: UnitOfMeasure.schema.parse(row.unitOfMeasure),
    entitlements: row.entitlements,
    trialDays: row.trialDays,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

/** The audit entry's details: what changed, by field name (texts left out, they are long). */
const changedFields = (input: ProductPatch) =>
  Object.keys(input).filter((key) => input[key as keyof ProductPatch] !== undefined);

export function createProductService(db: Database, repo: ProductRepo) {
  return {
    list: (filter: ProductFilter) => repo.list(filter),

    async show(id: number): Promise<ProductRow> {
      const row = await repo.find(id);
      if (row === undefined) {
        throw noProduct();
      }
      return row;
    },

    create(input: ProductWrite, context: AuditContext): Promise<ProductRow> {
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, input);
        await writeAudit(tx, context, {
          action: 'billing.product.created',
          subjectType: 'membershipProduct',
          subjectId: row.id,
          details: { priceCents: row.priceCents, currency: row.currency },
        });
        return row;
      });
    },

    /**
     * Changes a product, retired or not. A price change applies to what is sold from now on;
     * invoices already issued keep the amounts written on them.
     */
    update(id: number, input: ProductPatch, context: AuditContext): Promise<ProductRow> {
      return db.transaction(async (tx) => {
        const row = await repo.update(tx, id, input);
        if (row === undefined) {
          throw noProduct();
        }
        await writeAudit(tx, context, {
          action: 'billing.product.updated',
          subjectType: 'membershipProduct',
          subjectId: id,
          details: {
            fields: changedFields(input),
            priceCents: row.priceCents,
            currency: row.currency,
          },
        });
        return row;
      });
    },

    /** Takes a product off sale; retiring one twice is a 409, an unknown one a 404. */
    retire(id: number, context: AuditContext): Promise<ProductRow> {
      return db.transaction(async (tx) => {
        const row = await repo.retire(tx, id);
        if (row === undefined) {
          throw (await repo.find(id)) === undefined
            ? noProduct()
            : new AppError('conflict', 'product_retired');
        }
        await writeAudit(tx, context, {
          action: 'billing.product.retired',
          subjectType: 'membershipProduct',
          subjectId: id,
        });
        return row;
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
