import { CARE_TIME_ZONE, NotificationPriority } from '@hearth/domain';
import type { Database } from '../../db/client.ts';
import type { ScheduledJob } from '../../platform/jobs/scheduledJob.ts';
import { claimBirthdays } from './birthdayRepo.ts';
import { agencyStaffIds, createNotificationRepo } from './notificationRepo.ts';

// en-CA formats a date as YYYY-MM-DD; birthdays are the care time zone's days.
const careDate = new Intl.DateTimeFormat('en-CA', { timeZone: CARE_TIME_ZONE });

/**
 * Tells each hired caregiver's agency staff of their birthday today; how many notifications it
 * wrote. Claim and notifications share one transaction, so a failed run claims nothing and a
 * second run the same day (a retry, another node) finds every birthday already told.
 */
export async function announceBirthdays(db: Database, day: string): Promise<number> {
  const repo = createNotificationRepo(db);
  return db.transaction(async (tx) => {
    let written = 0;
    for (const caregiver of await claimBirthdays(tx, day)) {
      const name = `${caregiver.firstName} ${caregiver.lastName}`;
      const staff = await agencyStaffIds(tx, caregiver.agencyId);
      const rows = await repo.insert(
        tx,
        staff.map((recipientId) => ({
          recipientId,
          kind: 'caregiver.birthday',
          priority: NotificationPriority.birthday,
          title: 'Birthday today',
          body: `It is ${name}'s birthday today.`,
          link: `/user/caregivers/${caregiver.id}`,
          params: { caregiverId: caregiver.id, caregiverName: name },
        })),
      );
      written += rows.length;
    }
    return written;
  });
}

/**
 * Every morning, the day's caregiver birthdays. Stored only, not sent live: jobs run beside the
 * app's websocket server, not in it, so the bell shows them on its next read.
 */
export const caregiverBirthdaysJob: ScheduledJob = {
  name: 'notifications-caregiver-birthdays',
  cron: '0 7 * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, now }) => announceBirthdays(db, careDate.format(now)),
};
