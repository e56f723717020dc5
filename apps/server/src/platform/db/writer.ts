import type { Database } from '../../db/client.ts';
import type { SeedTransaction } from '../../db/seed/types.ts';

/** What a repo's writes run on: the app's transaction, or a seeder's. */
export type Writer = Pick<Database, 'insert' | 'update' | 'delete' | 'select'> | SeedTransaction;

/** What a repo's reads run on: the app's pool, or a seeder's transaction. */
export type Reader = Pick<Database, 'select'> | SeedTransaction;
