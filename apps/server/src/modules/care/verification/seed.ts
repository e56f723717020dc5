import type { Database } from '../../../db/client.ts';
import { type NewException, openExceptions } from './exceptionRepo.ts';

/**
 * For demo seeders, in their transaction: opens these exceptions on seeded shifts (a missed
 * visit, an out-of-fence check-in), as the check-in and the missed-visit job would; one already
 * there is kept. Returns how many were new.
 */
export async function seedVisitExceptions(
  tx: Pick<Database, 'insert'>,
  shifts: readonly { id: number; agencyId: number }[],
  exception: NewException,
): Promise<number> {
  let opened = 0;
  for (const shift of shifts) {
    opened += (await openExceptions(tx, shift, [exception])).length;
  }
  return opened;
}
