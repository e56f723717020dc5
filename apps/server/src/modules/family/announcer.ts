import { type AssessmentStatus, realtimeChannel } from '@hearth/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { careRequests, patientContacts, shifts } from '../../db/schema/index.ts';
import type { Broadcaster } from '../../platform/realtime/types.ts';

/**
 * Tells families live, on their own user channel, after the change has committed: a linked
 * patient's visit checked in or out, or their own care request moved. Ids and status only.
 */
export function createFamilyAnnouncer(
  db: Database,
  broadcaster: Broadcaster,
  log: FastifyBaseLogger,
) {
  async function familiesOfShift(shiftId: number) {
    return db
      .selectDistinct({ userId: patientContacts.userId, patientId: shifts.patientId })
      .from(shifts)
      .innerJoin(patientContacts, eq(patientContacts.patientId, shifts.patientId))
      .where(
        and(
          eq(shifts.id, shiftId),
          isNotNull(patientContacts.userId),
          eq(patientContacts.consentToShare, true),
        ),
      );
  }

  return {
    async visitChanged(event: { shiftId: number; kind: 'checkedIn' | 'checkedOut' }) {
      try {
        const families = await familiesOfShift(event.shiftId);
        await Promise.all(
          families.flatMap(({ userId, patientId }) =>
            userId === null
              ? []
              : [
                  broadcaster.broadcast('FamilyVisitChanged', [realtimeChannel.user(userId)], {
                    patientId,
                    shiftId: event.shiftId,
                    kind: event.kind,
                  }),
                ],
          ),
        );
      } catch (error) {
        // The visit is stored; the family's page reads it again when it is next opened.
        log.warn({ err: error, shiftId: event.shiftId }, 'family visit change not broadcast');
      }
    },

    async careRequestMoved(assessmentId: number, status: AssessmentStatus) {
      try {
        const [request] = await db
          .select({ id: careRequests.id, requestedBy: careRequests.requestedBy })
          .from(careRequests)
          .where(eq(careRequests.assessmentId, assessmentId));
        if (request?.requestedBy != null) {
          await broadcaster.broadcast(
            'CareRequestStatusChanged',
            [realtimeChannel.user(request.requestedBy)],
            { careRequestId: request.id, status },
          );
        }
      } catch (error) {
        log.warn({ err: error, assessmentId }, 'care request move not broadcast');
      }
    },
  };
}

export type FamilyAnnouncer = ReturnType<typeof createFamilyAnnouncer>;
