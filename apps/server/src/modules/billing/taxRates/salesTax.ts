import type { Database, Transaction } from '../../../db/client.ts';
import type { StoredTaxComponent } from '../../../db/schema/index.ts';
import { createTaxRateRepo, type Region } from './taxRateRepo.ts';

/** The sales-tax components of a region in effect on a day; undefined where none is known. */
export async function salesTaxAt(
  db: Database | Transaction,
  region: Region,
  day: string,
): Promise<readonly StoredTaxComponent[] | undefined> {
  return (await createTaxRateRepo(db).rateAt(region, day))?.components;
}
