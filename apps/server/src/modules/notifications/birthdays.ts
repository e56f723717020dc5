import { CARE_TIME_ZONE, careDay, NotificationPriority } from '@hearth/domain';
import type { ScheduledJob } from '../../platform/jobs/scheduledJob.ts';
import { claimBirthdays } from './birthdayRepo.ts';
import { createNotificationRepo } from './notificationRepo.ts';
import { createNotifier, type Notifier } from './notifier.ts';

/**
 * Tells each hired caregiver's agency staff of their birthday today; how many notifications it
 * wrote. Claim and notifications share one transaction, so a failed run claims nothing and a
 * second run the same day (a retry, another node) finds every birthday already told; the bells
 * ring once it has committed.
 */
export async function announceBirthdays(notifier: Notifier, day: string): Promise<number> {
  return notifier.transaction(async (tx) => {
    let written = 0;
    for (const caregiver of await claimBirthdays(tx, day)) {
      const name = `${caregiver.firstName} ${caregiver.lastName}`;
      const staff = await notifier.agencyStaff(tx, caregiver.agencyId);
      await notifier.notify(tx, staff, {
        kind: 'caregiver.birthday',
        priority: NotificationPriority.birthday,
        link: `/user/caregivers/${caregiver.id}`,
        params: { caregiverId: caregiver.id, caregiverName: name },
      });
      written += staff.length;
    }
    return written;
  });
}

/** Every morning, the day's caregiver birthdays. */
export const caregiverBirthdaysJob: ScheduledJob = {
  name: 'notifications-caregiver-birthdays',
  cron: '0 7 * * *',
  tz: CARE_TIME_ZONE,
  run: ({ db, log, broadcaster, mail, now }) =>
    announceBirthdays(
      createNotifier({ db, repo: createNotificationRepo(db), broadcaster, log, mail }),
      careDay(now),
    ),
};
