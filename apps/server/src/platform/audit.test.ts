import { describe, expectTypeOf, it } from 'vitest';
import type { Database, Transaction } from '../db/client.ts';
import type { writeAudit } from './audit.ts';

// Checked by the typecheck: an audit entry of a change cannot be written outside a transaction,
// so it cannot commit apart from the change it records.
describe('writeAudit', () => {
  it('takes a transaction, and never the pool', () => {
    expectTypeOf<Transaction>().toExtend<Parameters<typeof writeAudit>[0]>();
    expectTypeOf<Database>().not.toExtend<Parameters<typeof writeAudit>[0]>();
  });
});
