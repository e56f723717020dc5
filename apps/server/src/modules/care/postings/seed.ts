import { AssessmentStatus, DEFAULT_LOCALE } from '@hearth/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { assessments } from '../../../db/schema/index.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import { demoBookingContext } from '../assessments/seed.ts';
import { postingCandidates } from './postingService.ts';
import { createPostingWriteRepo } from './postingWriteRepo.ts';

/** What the agency tells those it offers each demo posting, in the words of a Toronto agency. */
const notes = [
  'Three mornings a week to start; the family lets you in the first day and shows you around.',
  'Weekday mornings and a Friday supper; a quiet home with a friendly cat.',
];

/** Not yet under way: a booking whose care has begun keeps the caregivers it has. */
const postable = [AssessmentStatus.pending, AssessmentStatus.scheduled, AssessmentStatus.approved];

/**
 * Two open postings of the demo agency: its first dated bookings that someone could be offered
 * (the demo caregiver, the one hired caregiver with an account; other agencies where their
 * circle reaches), each offered to every candidate the posting form would list, none answered.
 */
export const demoPostingsSeeder: Seeder = {
  name: 'care.demo-postings',
  async run(tx) {
    const context = await demoBookingContext(tx);
    if (context === undefined) {
      return;
    }
    const writes = createPostingWriteRepo();
    const bookings = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(
        and(
          eq(assessments.agencyId, context.agencyId),
          inArray(assessments.status, postable),
          isNotNull(assessments.patientId),
          isNotNull(assessments.startDate),
        ),
      )
      .orderBy(asc(assessments.id));
    let posted = 0;
    for (const { id } of bookings) {
      const note = notes[posted];
      const assessment = await writes.lockAssessment(tx, id);
      if (note === undefined || assessment === undefined) {
        break;
      }
      const { agencies, caregivers } = await postingCandidates(
        writes,
        tx,
        assessment,
        DEFAULT_LOCALE,
      );
      if (agencies.length + caregivers.length === 0 || (await writes.hasOpenPosting(tx, id))) {
        continue;
      }
      await writes.insertPosting(tx, {
        assessmentId: id,
        postedByAgencyId: context.agencyId,
        postedByUserId: context.ownerId,
        note,
        agencyIds: agencies.map((agency) => agency.id),
        caregiverIds: caregivers.map((caregiver) => caregiver.id),
      });
      posted += 1;
    }
  },
};
