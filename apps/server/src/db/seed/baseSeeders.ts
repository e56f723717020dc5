import { taxRateSeeder } from '../../modules/billing/taxRates/seed.ts';
import { noteSeeders } from '../../modules/notes/seed.ts';
import { referenceSeeders } from '../../modules/reference/seed.ts';
import type { Seeder } from './types.ts';

/**
 * Data every instance needs, production included (the reference lists, the built-in note types
 * and templates, the sales-tax table), unlike demo data. Runs on every start, before the demo
 * seeders, and on the test template database.
 */
export const baseSeeders: readonly Seeder[] = [...referenceSeeders, ...noteSeeders, taxRateSeeder];
