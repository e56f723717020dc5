import type { Database } from '../../../db/client.ts';
import { createExceptionRepo, type NewException } from './exceptionRepo.ts';

/**
 * For demo seeders: opens these exceptions on a seeded shift (a missed visit, an out-of-fence
 * check-in), as the check-in and the missed-visit job would; one already there is kept.
 */
export async function seedVisitExceptions(
  db: Database,
  shift: { id: number; agencyId: number },
  exceptions: readonly NewException[],
): Promise<number> {
  return (await createExceptionRepo(db).open(db, shift, exceptions)).length;
}
