import {
  type HostLead,
  type HostLeadCreate,
  type HostLeadCreated,
  type HostLeadMove,
  type HostLeadProviderCreated,
  HostLeadProviderValidation,
  type HostLeadSummary,
  HostLeadValidation,
  hostLeadMoveRequiresReason,
  Role,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { newReference } from '../../../platform/references.ts';
import type { UserService } from '../../identity/index.ts';
import { leadDto, leadSummaryDto } from './dto.ts';
import type { HostLeadRepo, LeadFilter } from './hostLeadRepo.ts';

export type Paging = { page: number; perPage: number };

const notFound = () => new AppError('not_found', 'lead_not_found');

export function createHostLeadService(db: Database, repo: HostLeadRepo, users: UserService) {
  async function detail(id: number): Promise<HostLead> {
    const found = await repo.find(db, id);
    if (found === undefined) {
      throw notFound();
    }
    return leadDto(found, await repo.history(id));
  }

  return {
    /** A visitor offers to host; they get back only the reference to quote. */
    async signUp(input: HostLeadCreate, context: AuditContext): Promise<HostLeadCreated> {
      const reference = newReference('HL');
      await db.transaction(async (tx) => {
        const leadId = await repo.insert(tx, {
          reference,
          location: input.location,
          name: input.name,
          email: input.email,
          phone: input.phone,
          city: input.city,
          message: input.message,
        });
        await writeAudit(tx, context, {
          action: 'host_lead.created',
          subjectType: 'lead',
          subjectId: leadId,
          details: { location: input.location },
        });
      });
      return { reference };
    },

    async list(
      filter: LeadFilter,
      paging: Paging,
      context: AuditContext,
    ): Promise<{ rows: HostLeadSummary[]; total: number }> {
      const { rows, total } = await repo.list(filter, {
        limit: paging.perPage,
        offset: (paging.page - 1) * paging.perPage,
      });
      // The list names people and how to reach them: who saw which is kept.
      await writeReadAudit(db, context, {
        action: 'host_lead.listed',
        subjectType: 'lead',
        details: { leadIds: rows.map((row) => row.id), ...filter, ...paging },
      });
      return { rows: rows.map(leadSummaryDto), total };
    },

    async get(id: number, context: AuditContext): Promise<HostLead> {
      const lead = await detail(id);
      await writeReadAudit(db, context, {
        action: 'host_lead.viewed',
        subjectType: 'lead',
        subjectId: id,
      });
      return lead;
    },

    /**
     * One step along the pipeline. The row is locked first, so of two moves sent at once the
     * second starts from where the first left the lead (and is refused if the table has no move
     * from there).
     */
    async move(actor: Actor, id: number, input: HostLeadMove, context: AuditContext) {
      await db.transaction(async (tx) => {
        const from = await repo.lockStatus(tx, id);
        if (from === undefined) {
          throw notFound();
        }
        const requiresReason = hostLeadMoveRequiresReason(from, input.to);
        if (requiresReason === null) {
          throw new AppError('conflict', {
            code: 'lead_move_refused',
            params: { from, to: input.to },
          });
        }
        if (requiresReason && input.reason === null) {
          throw new AppError('validation_failed', 'validation_failed', {
            reason: [HostLeadValidation.reasonRequired],
          });
        }
        await repo.move(tx, { leadId: id, from, to: input.to, reason: input.reason }, actor.userId);
        await writeAudit(tx, context, {
          action: 'host_lead.moved',
          subjectType: 'lead',
          subjectId: id,
          details: { from, to: input.to },
        });
      });
      return detail(id);
    },

    /**
     * An approved host becomes a provider: their host home opens as an organisation of its own
     * and they are invited to run it, in one transaction with its audit row. A lead is turned
     * once: a second time is a conflict, as is a lead not approved yet.
     */
    async makeProvider(
      actor: Actor,
      id: number,
      organisationName: string,
      context: AuditContext,
    ): Promise<HostLeadProviderCreated> {
      const created = await db.transaction(async (tx) => {
        const lead = await repo.lockHost(tx, id);
        if (lead === undefined) {
          throw notFound();
        }
        if (lead.organisationId !== null) {
          throw new AppError('conflict', 'host_runs_home');
        }
        if (lead.status !== 'approved') {
          throw new AppError('conflict', 'host_not_approved');
        }
        if (lead.email === null) {
          throw new AppError('validation_failed', 'validation_failed', {
            email: [HostLeadProviderValidation.emailRequired],
          });
        }
        const organisationId = await repo.openHostHome(tx, id, organisationName);
        const user = await users.insertUser(
          tx,
          actor,
          {
            email: lead.email,
            name: lead.name,
            role: Role.provider,
            agencyIds: [organisationId],
            partnerId: null,
          },
          context,
        );
        await writeAudit(tx, context, {
          action: 'host_lead.provider_created',
          subjectType: 'lead',
          subjectId: id,
          agencyId: organisationId,
          details: { organisationId, userId: user.id },
        });
        return {
          organisation: { id: organisationId, name: organisationName },
          user: { id: user.id, email: lead.email },
        };
      });
      await users.mailInvitation(actor, created.user.id);
      return created;
    },
  };
}

export type HostLeadService = ReturnType<typeof createHostLeadService>;
