import { payPeriodOf, Role } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { timesheetRevisions } from '../../src/db/schema/index.ts';
import { createCaregiver } from './caregivers.ts';
import { createUser } from './identity.ts';

/** `count` caregivers of an agency, each with an approved (empty) timesheet for the period. */
export async function createApprovedTimesheets(
  db: Database,
  agencyId: number,
  periodStart: string,
  count: number,
): Promise<void> {
  const approver = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
  const period = payPeriodOf(periodStart);
  const caregiverIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    caregiverIds.push(await createCaregiver(db, agencyId));
  }
  await db.insert(timesheetRevisions).values(
    caregiverIds.map((caregiverId) => ({
      agencyId,
      caregiverId,
      periodStart: period.start,
      periodEnd: period.end,
      revision: 1,
      visitCount: 0,
      verifiedMinutes: 0,
      approvedBy: approver.id,
    })),
  );
}
