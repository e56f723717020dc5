import type { AuditAction } from '@hearth/domain';
import {
  HUB_EVENT_RANGE_MAX_DAYS,
  type HubEventCreate,
  type HubEventKind,
  type HubEventPatch,
  HubEventValidation,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblems, type Reason } from '../../../platform/errors.ts';
import { findHubRelation, type HubRelation } from '../hubRelationRepo.ts';
import type { EventRecord, EventRepo, Transaction } from './eventRepo.ts';

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);
const noHub = () => new AppError('not_found', 'hub_not_found');
const noEvent = () => new AppError('not_found', 'event_not_found');
const cancelled = () => new AppError('conflict', 'event_cancelled');
const forbidden = (reason: Reason) => new AppError('forbidden', reason);

const DAY_MS = 24 * 60 * 60 * 1000;

/** This calendar month in UTC: the calendar's first view. */
function thisMonth(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export type EventListFilter = { from?: string; to?: string; kind?: HubEventKind };

export function createEventService(db: Database, repo: EventRepo) {
  async function relationOf(actor: Actor, hubId: number): Promise<HubRelation> {
    const relation = await findHubRelation(db, actor, hubId);
    if (relation === null) {
      throw noHub();
    }
    return relation;
  }

  async function readable(actor: Actor, hubId: number): Promise<HubRelation> {
    const relation = await relationOf(actor, hubId);
    if (!relation.manages && !relation.isMember) {
      throw forbidden('hub_calendar_readers');
    }
    return relation;
  }

  async function managed(actor: Actor, hubId: number): Promise<HubRelation> {
    const relation = await relationOf(actor, hubId);
    if (!relation.manages) {
      throw forbidden('hub_runners_plan_events');
    }
    return relation;
  }

  async function eventOf(hubId: number, eventId: number) {
    const event = await repo.find(hubId, eventId);
    if (event === undefined) {
      throw noEvent();
    }
    return event;
  }

  /** The event locked for a change; a cancelled one takes no more changes. */
  async function liveEvent(tx: Transaction, hubId: number, eventId: number): Promise<EventRecord> {
    const event = await repo.lock(tx, hubId, eventId);
    if (event === undefined) {
      throw noEvent();
    }
    if (event.cancelledAt !== null) {
      throw cancelled();
    }
    return event;
  }

  const audit = (
    tx: Transaction,
    context: AuditContext,
    relation: HubRelation,
    action: AuditAction,
    eventId: number,
    details: Record<string, unknown> = {},
  ) =>
    writeAudit(tx, context, {
      action,
      subjectType: 'hub_event',
      subjectId: eventId,
      agencyId: relation.agencyId,
      details: { hubId: relation.hubId, ...details },
    });

  /** The hub adds or removes any member; a member only themself. */
  async function attendance(
    actor: Actor,
    hubId: number,
    eventId: number,
    userId: number,
    attend: boolean,
    context: AuditContext,
  ) {
    const relation = await relationOf(actor, hubId);
    const ownReply = userId === actor.userId && relation.isMember;
    if (!relation.manages && !ownReply) {
      throw forbidden(relation.isMember ? 'member_answers_for_self' : 'hub_event_answerers');
    }
    await db.transaction(async (tx) => {
      await liveEvent(tx, hubId, eventId);
      if (attend) {
        if (!(await repo.isMember(tx, hubId, userId))) {
          throw invalid({ userId: [HubEventValidation.notAMember] });
        }
        await repo.addAttendee(tx, eventId, userId);
      } else {
        await repo.removeAttendee(tx, eventId, userId);
      }
      await audit(
        tx,
        context,
        relation,
        attend ? 'hub_event.attending' : 'hub_event.not_attending',
        eventId,
        {
          userId,
        },
      );
    });
    return eventOf(hubId, eventId);
  }

  return {
    async list(
      actor: Actor,
      hubId: number,
      filter: EventListFilter,
      paging: { page: number; perPage: number },
    ) {
      await readable(actor, hubId);
      const month = thisMonth(new Date());
      const from = filter.from === undefined ? month.from : new Date(filter.from);
      const to = filter.to === undefined ? month.to : new Date(filter.to);
      if (to <= from) {
        throw invalid({ to: [HubEventValidation.rangeBackwards] });
      }
      if (to.getTime() - from.getTime() > HUB_EVENT_RANGE_MAX_DAYS * DAY_MS) {
        throw invalid({ to: [HubEventValidation.rangeTooLong] });
      }
      return repo.list(
        hubId,
        { from, to, kind: filter.kind },
        { limit: paging.perPage, offset: (paging.page - 1) * paging.perPage },
      );
    },

    async create(actor: Actor, hubId: number, input: HubEventCreate, context: AuditContext) {
      const relation = await managed(actor, hubId);
      const eventId = await db.transaction(async (tx) => {
        const id = await repo.insert(tx, hubId, input, actor.userId);
        await audit(tx, context, relation, 'hub_event.created', id);
        return id;
      });
      return eventOf(hubId, eventId);
    },

    async update(
      actor: Actor,
      hubId: number,
      eventId: number,
      patch: HubEventPatch,
      context: AuditContext,
    ) {
      const relation = await managed(actor, hubId);
      await db.transaction(async (tx) => {
        const event = await liveEvent(tx, hubId, eventId);
        const startsAt = patch.startsAt === undefined ? event.startsAt : new Date(patch.startsAt);
        const endsAt = patch.endsAt === undefined ? event.endsAt : new Date(patch.endsAt);
        if (endsAt < startsAt) {
          throw invalid({ endsAt: [HubEventValidation.endsBeforeStart] });
        }
        await repo.update(tx, eventId, { ...patch, startsAt, endsAt });
        await audit(tx, context, relation, 'hub_event.updated', eventId, {
          fields: Object.keys(patch),
        });
      });
      return eventOf(hubId, eventId);
    },

    /** Cancelled, never deleted: members who planned on it see that it is off. */
    async cancel(actor: Actor, hubId: number, eventId: number, context: AuditContext) {
      const relation = await managed(actor, hubId);
      await db.transaction(async (tx) => {
        await liveEvent(tx, hubId, eventId);
        await repo.update(tx, eventId, { cancelledAt: new Date() });
        await audit(tx, context, relation, 'hub_event.cancelled', eventId);
      });
      return eventOf(hubId, eventId);
    },

    attend: (actor: Actor, hubId: number, eventId: number, userId: number, context: AuditContext) =>
      attendance(actor, hubId, eventId, userId, true, context),

    leave: (actor: Actor, hubId: number, eventId: number, userId: number, context: AuditContext) =>
      attendance(actor, hubId, eventId, userId, false, context),
  };
}

export type EventService = ReturnType<typeof createEventService>;
