import type { Currency } from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import type { IssuedTaxLine, StoredTaxComponent } from '../../../db/schema/index.ts';
import { agencyBillingTerms, salesTaxAt, taxedAmount } from '../../billing/index.ts';
import type { RunRepo, RunRow } from './runRepo.ts';

// The currency and sales tax of a run's drafts. An agency bills its clients where Hearth bills
// the agency: the billing address and currency of its membership, or, before it subscribes, its
// own address and that country's currency.

export type RunPricing = { currency: Currency; taxes: readonly StoredTaxComponent[] };

const CURRENCY_OF_COUNTRY: Readonly<Record<string, Currency>> = { CA: 'CAD', US: 'USD' };
/** Hearth bills in Canadian and US dollars only; an agency with no known address is Canadian. */
const FALLBACK_CURRENCY: Currency = 'CAD';

type Region = { country: string; province: string };

async function billingPlaceOf(
  db: Database | Transaction,
  repo: RunRepo,
  agencyId: number,
): Promise<{ currency: Currency; region: Region | undefined }> {
  const terms = await agencyBillingTerms(db, agencyId);
  const region = terms ?? (await repo.agencyRegion(db, agencyId));
  const currency =
    terms?.currency ?? CURRENCY_OF_COUNTRY[region?.country ?? ''] ?? FALLBACK_CURRENCY;
  return { currency, region };
}

/** The currency an agency bills its clients in. */
export async function agencyCurrencyOf(
  db: Database | Transaction,
  repo: RunRepo,
  agencyId: number,
): Promise<Currency> {
  return (await billingPlaceOf(db, repo, agencyId)).currency;
}

export async function runPricingOf(
  db: Database | Transaction,
  repo: RunRepo,
  run: RunRow,
  chargesSalesTax: boolean,
): Promise<RunPricing> {
  const { currency, region } = await billingPlaceOf(db, repo, run.agencyId);
  if (!chargesSalesTax) {
    return { currency, taxes: [] };
  }
  // The rate in effect on the run's end day, when its incurred invoices fall due: a re-run taxes
  // the period alike whenever it runs, and issuing does not recompute it.
  const taxes = region === undefined ? undefined : await salesTaxAt(db, region, run.periodEnd);
  if (taxes === undefined) {
    // Billing without the tax the agency must charge would under-bill every client.
    throw new Error('No sales tax rate is known for the agency on the run’s end day');
  }
  return { currency, taxes };
}

/** A draft's tax lines and total, each invoice taxed on its own subtotal. */
export function taxedDraft(
  subtotalCents: number,
  pricing: RunPricing,
): { taxLines: IssuedTaxLine[]; totalCents: number } {
  const taxed = taxedAmount(subtotalCents, pricing.taxes);
  return { taxLines: taxed.taxes, totalCents: taxed.totalCents };
}
