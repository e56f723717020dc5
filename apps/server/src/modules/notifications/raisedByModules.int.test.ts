import { AssessmentStatus, NotificationPriority, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/browserClient.ts';
import { createAssessment } from '../../../test/factories/assessments.ts';
import { careRequestBody } from '../../../test/factories/careRequests.ts';
import { createAgency, createUser, type TestUser } from '../../../test/factories/identity.ts';
import { createListing } from '../../../test/factories/listings.ts';
import { notifiedOf } from '../../../test/factories/notifications.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import { signedInCaregiver } from '../../../test/factories/postings.ts';
import { useTestServer } from '../../../test/harness.ts';
import { expectBody } from '../../../test/responses.ts';

// The marketplace's and the postings' notifications: who hears of a new care request and of a
// posting accepted, and who does not.

const context = useTestServer();
let agencyId: number;
let staff: { owner: TestUser; agent: TestUser; disabledAgent: TestUser; otherOwner: TestUser };
let caregiver: Awaited<ReturnType<typeof signedInCaregiver>>;

beforeAll(async () => {
  const { db, server } = context;
  agencyId = await createAgency(db);
  staff = {
    owner: await createUser(db, { role: Role.agency, agencyIds: [agencyId] }),
    agent: await createUser(db, { role: Role.agencyAgent, agencyIds: [agencyId] }),
    disabledAgent: await createUser(db, {
      role: Role.agencyAgent,
      agencyIds: [agencyId],
      status: 3,
    }),
    otherOwner: await createUser(db, { role: Role.agency, agencyIds: [await createAgency(db)] }),
  };
  caregiver = await signedInCaregiver(db, server, agencyId, 'psw');
});

const everyone = () => [...Object.values(staff).map((user) => user.id), caregiver.userId];

describe('a new care request', () => {
  it("notifies the listing agency's active owners and agents, high, linking its assessment", async () => {
    const listingId = await createListing(context.db, {
      agencyId,
      name: 'Home care',
      careTypeIds: [1],
      latitude: 43.65,
      longitude: -79.38,
    });
    const response = await context.server.request(
      `/api/marketplace/listings/${listingId}/care-requests`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(careRequestBody()),
      },
    );
    const { data } = await expectBody<{ data: { reference: string } }>(response, 201);
    const notified = await notifiedOf(context.db, everyone());
    for (const user of [staff.owner, staff.agent]) {
      expect(notified.get(user.id)).toEqual([
        {
          kind: 'careRequest.received',
          priority: NotificationPriority.high,
          link: expect.stringMatching(/^\/user\/assessments\/\d+$/),
          params: expect.objectContaining({
            reference: data.reference,
            contactName: 'Dana Family',
            requestKind: 'requestCare',
          }),
        },
      ]);
    }
    for (const userId of [staff.disabledAgent.id, staff.otherOwner.id, caregiver.userId]) {
      expect(notified.get(userId)).toEqual([]);
    }
  });
});

describe('a posting accepted', () => {
  it("notifies the posting agency's staff, not the one who accepted nor on a decline", async () => {
    const { db, server } = context;
    const owner = await signedInClient(server, staff.owner.email, staff.owner.password);
    const patientId = await createPatient(db, agencyId);
    const post = async () => {
      const assessmentId = await createAssessment(db, {
        agencyId,
        patientId,
        status: AssessmentStatus.scheduled,
        input: { services: ['personal-care'] },
      });
      const response = await owner.json('/api/postings', 'POST', {
        assessmentId,
        caregiverIds: [caregiver.profile],
      });
      return { assessmentId, ...(await expectBody<{ data: { id: number } }>(response, 201)).data };
    };
    const before = await notifiedOf(db, everyone());

    const declined = await post();
    await expectBody(
      await caregiver.client.json(`/api/postings/${declined.id}/decline`, 'POST'),
      200,
    );
    expect(await notifiedOf(db, everyone())).toEqual(before);

    const accepted = await post();
    await expectBody(
      await caregiver.client.json(`/api/postings/${accepted.id}/accept`, 'POST'),
      200,
    );
    const after = await notifiedOf(db, everyone());
    for (const user of [staff.owner, staff.agent]) {
      expect(after.get(user.id)).toEqual([
        ...(before.get(user.id) ?? []),
        {
          kind: 'posting.accepted',
          priority: NotificationPriority.normal,
          link: `/user/assessments/${accepted.assessmentId}`,
          params: {
            postingId: accepted.id,
            assessmentId: accepted.assessmentId,
            acceptedByUserId: caregiver.userId,
          },
        },
      ]);
    }
    for (const userId of [staff.disabledAgent.id, staff.otherOwner.id, caregiver.userId]) {
      expect(after.get(userId)).toEqual(before.get(userId));
    }
  });
});
