import { CaregiverStatus } from '@hearth/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { caregivers } from '../../db/schema/index.ts';

type Writer = Pick<Database, 'execute' | 'select'>;

/**
 * Claims today's announcement of every hired caregiver born on this day of the year, and returns
 * those it claimed: a caregiver already announced today is claimed by nobody a second time.
 * Someone born on 29 February is celebrated on the 28th in other years.
 */
export async function claimBirthdays(writer: Writer, day: string) {
  const claimed = await writer.execute<{ caregiver_id: number }>(sql`
    INSERT INTO caregiver_birthday_announcements (caregiver_id, day)
    SELECT c.id, ${day}::date FROM caregivers c
    WHERE c.status = ${CaregiverStatus.hired}
      AND c.date_of_birth IS NOT NULL
      AND (
        to_char(c.date_of_birth, 'MM-DD') = to_char(${day}::date, 'MM-DD')
        OR (
          to_char(c.date_of_birth, 'MM-DD') = '02-29'
          AND to_char(${day}::date, 'MM-DD') = '02-28'
          AND extract(day FROM (date_trunc('year', ${day}::date) + interval '59 days')) <> 29
        )
      )
    ON CONFLICT DO NOTHING
    RETURNING caregiver_id`);
  const ids = claimed.rows.map((row) => row.caregiver_id);
  return ids.length === 0
    ? []
    : writer
        .select({
          id: caregivers.id,
          agencyId: caregivers.agencyId,
          firstName: caregivers.firstName,
          lastName: caregivers.lastName,
        })
        .from(caregivers)
        .where(inArray(caregivers.id, ids));
}
