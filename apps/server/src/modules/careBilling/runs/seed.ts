import { careDay, lastCalendarMonth } from '@hearth/domain';
import { careInvoiceRuns } from '../../../db/schema/index.ts';
import { seedingMoment } from '../../../db/seed/seedingMoment.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import { demoBookingContext } from '../../care/assessments/seed.ts';

/**
 * The demo agency's run of last month, queued by its owner at seeding: the app takes it up as it
 * starts and bills whatever the demo holds, so the run pages open on a real run.
 */
export const demoInvoiceRunSeeder: Seeder = {
  name: 'demo-care-invoice-run',
  async run(tx) {
    const context = await demoBookingContext(tx);
    if (context === undefined) {
      return;
    }
    const period = lastCalendarMonth(careDay(await seedingMoment(tx)));
    await tx.insert(careInvoiceRuns).values({
      agencyId: context.agencyId,
      periodStart: period.start,
      periodEnd: period.end,
      startedBy: context.ownerId,
    });
  },
};
