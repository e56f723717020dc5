import { taxRates } from '../../../db/schema/index.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import { canadaRates } from './canadaRates.ts';
import { unitedStatesRates } from './unitedStatesRates.ts';

/**
 * The sales-tax table every instance starts with (base data, production included). A rate that
 * exists is left as it is: the table is append-only, and a later data release adds its rates
 * under a new seeder name.
 */
export const taxRateSeeder: Seeder = {
  name: 'billing.tax-rates-2026-11',
  run: async (tx) => {
    await tx
      .insert(taxRates)
      .values([...canadaRates, ...unitedStatesRates])
      .onConflictDoNothing();
  },
};
