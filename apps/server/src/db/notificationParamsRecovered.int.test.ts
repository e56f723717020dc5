import { AssessmentStatus, type NotificationKind, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../test/factories/assessments.ts';
import { createCaregiver } from '../../test/factories/caregivers.ts';
import { createCareRequestRecord } from '../../test/factories/careRequests.ts';
import { createAgency, createUser } from '../../test/factories/identity.ts';
import { createListing } from '../../test/factories/listings.ts';
import { createNotification } from '../../test/factories/notifications.ts';
import { createReferral } from '../../test/factories/referrals.ts';
import { createHub } from '../../test/factories/sharedLiving.ts';
import { useTestDatabase } from '../../test/harness.ts';
import { rerunMigration } from '../../test/migrations.ts';
import { careRequests, notifications, postings } from './schema/index.ts';

// Notifications stored before their kinds carried params get them from the rows their links point
// at, when the upgrade runs; the rest keep what they had.

const database = useTestDatabase();
let agencyId: number;
let recipientId: number;

/** A row as the first wave wrote it: kind, link and English, no params. */
const oldRow = (
  kind: NotificationKind,
  link: string | null,
  options: { createdAt?: Date; params?: Record<string, string | number> } = {},
) => createNotification(database.db, recipientId, { kind, link, ...options });

const paramsOf = async (id: number) => {
  const [row] = await database.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.params;
};

/** A posting of the assessment, accepted at `filledAt`. */
async function filledPosting(assessmentId: number, filledAt: Date) {
  const [row] = await database.db
    .insert(postings)
    .values({
      assessmentId,
      postedByAgencyId: agencyId,
      status: 'filled',
      filledByAgencyId: await createAgency(database.db),
      filledAt,
    })
    .returning({ id: postings.id });
  if (row === undefined) {
    throw new Error('no posting created');
  }
  return row.id;
}

const requestedAssessment = () =>
  createAssessment(database.db, { agencyId, patientId: null, status: AssessmentStatus.requested });

/** An id no row of any table has: the notification's source was deleted. */
const goneId = 999_999_999;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  recipientId = (await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] })).id;
});

describe('recovering the params of old notifications', () => {
  it('words a care request from the request its assessment opened', async () => {
    const listingId = await createListing(database.db, {
      agencyId,
      name: 'Casa Sol',
      latitude: 43.65,
      longitude: -79.38,
    });
    const requestId = await createCareRequestRecord(database.db, {
      listingId,
      agencyId,
      receivedAt: new Date('2026-01-10T10:00:00Z'),
    });
    const [request] = await database.db
      .select()
      .from(careRequests)
      .where(eq(careRequests.id, requestId));
    if (request === undefined) {
      throw new Error('no care request');
    }
    const link = `/user/assessments/${request.assessmentId}`;
    const old = await oldRow('careRequest.received', link);
    const complete = await oldRow('careRequest.received', link, {
      params: { contactName: 'Kept Name', reference: 'CR-KEPT' },
    });
    const gone = await oldRow(
      'careRequest.received',
      `/user/assessments/${await requestedAssessment()}`,
    );

    await rerunMigration(database.db, '0066_notification_params_recovered');

    expect(await paramsOf(old)).toEqual({
      careRequestId: request.id,
      assessmentId: request.assessmentId,
      reference: request.reference,
      requestKind: 'requestCare',
      contactName: 'Dana Family',
    });
    expect(await paramsOf(complete)).toEqual({ contactName: 'Kept Name', reference: 'CR-KEPT' });
    expect(await paramsOf(gone)).toEqual({});
  });

  it('finds the accepted posting of the linked assessment, and only when it is certain', async () => {
    const acceptedAt = new Date('2026-02-03T15:04:05.123Z');
    const reposted = await requestedAssessment();
    await filledPosting(reposted, new Date('2026-01-20T09:00:00Z'));
    const accepted = await filledPosting(reposted, acceptedAt);
    const onlyOnce = await requestedAssessment();
    const only = await filledPosting(onlyOnce, new Date('2026-02-01T08:00:00Z'));
    const ambiguous = await requestedAssessment();
    await filledPosting(ambiguous, new Date('2026-01-05T08:00:00Z'));
    await filledPosting(ambiguous, new Date('2026-01-06T08:00:00Z'));

    const byMoment = await oldRow('posting.accepted', `/user/assessments/${reposted}`, {
      createdAt: acceptedAt,
    });
    const byOnly = await oldRow('posting.accepted', `/user/assessments/${onlyOnce}`, {
      createdAt: new Date('2026-02-01T08:00:01Z'),
    });
    const unsure = await oldRow('posting.accepted', `/user/assessments/${ambiguous}`, {
      createdAt: new Date('2026-01-07T08:00:00Z'),
    });
    const gone = await oldRow('posting.accepted', `/user/assessments/${goneId}`);

    await rerunMigration(database.db, '0066_notification_params_recovered');

    expect(await paramsOf(byMoment)).toEqual({ postingId: accepted, assessmentId: reposted });
    expect(await paramsOf(byOnly)).toEqual({ postingId: only, assessmentId: onlyOnce });
    expect(await paramsOf(unsure)).toEqual({});
    expect(await paramsOf(gone)).toEqual({});
  });

  it('names the closed referral of the link', async () => {
    const hubId = await createHub(database.db, { agencyId });
    const referralId = await createReferral(database.db, hubId);
    const old = await oldRow('referral.closed', `/user/shared-living/referrals/${referralId}`);
    const gone = await oldRow('referral.closed', `/user/shared-living/referrals/${goneId}`);

    await rerunMigration(database.db, '0066_notification_params_recovered');

    expect(await paramsOf(old)).toEqual({ referralId, hubId });
    expect(await paramsOf(gone)).toEqual({});
  });

  it('names the caregiver whose birthday it was', async () => {
    const caregiverId = await createCaregiver(database.db, agencyId, {
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    const old = await oldRow('caregiver.birthday', `/user/caregivers/${caregiverId}`);
    const gone = await oldRow('caregiver.birthday', `/user/caregivers/${goneId}`);

    await rerunMigration(database.db, '0066_notification_params_recovered');

    expect(await paramsOf(old)).toEqual({ caregiverId, caregiverName: 'Ana Ruiz' });
    expect(await paramsOf(gone)).toEqual({});
  });

  it('leaves a kind whose link names no row as it was', async () => {
    const pastDue = await oldRow('subscription.pastDue', '/user/billing');
    const sent = await oldRow('careRequest.sent', '/user');
    const unlinked = await oldRow('careRequest.received', null);

    await rerunMigration(database.db, '0066_notification_params_recovered');

    expect(await paramsOf(pastDue)).toEqual({});
    expect(await paramsOf(sent)).toEqual({});
    expect(await paramsOf(unlinked)).toEqual({});
  });
});
