import { type AgencyStandingChange, type Locale, OrganisationValidation } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AgencyService } from './agencyService.ts';
import { canChangeStanding, canSeeStanding } from './policy.ts';
import type { StandingRepo } from './standingRepo.ts';

export function createStandingService(db: Database, agencies: AgencyService, repo: StandingRepo) {
  return {
    /** Only admins change a standing; the change, its reason and its author are kept for good. */
    async change(
      actor: Actor,
      agencyId: number,
      change: AgencyStandingChange,
      locale: Locale,
      context: AuditContext,
    ) {
      await agencies.visible(actor, agencyId, locale);
      if (!canChangeStanding(actor)) {
        throw new AppError('forbidden', 'admins_change_standing');
      }
      await db.transaction(async (tx) => {
        const from = await repo.lockStanding(tx, agencyId);
        if (from === change.standing) {
          throw new AppError('validation_failed', 'validation_failed', {
            standing: [OrganisationValidation.sameStanding],
          });
        }
        await repo.record(tx, {
          agencyId,
          fromStanding: from,
          toStanding: change.standing,
          reason: change.reason,
          changedBy: actor.userId,
        });
        await writeAudit(tx, context, {
          action: 'agency.standing_changed',
          subjectType: 'agency',
          subjectId: agencyId,
          agencyId,
          details: { from, to: change.standing },
        });
      });
      return agencies.visible(actor, agencyId, locale);
    },

    async history(
      actor: Actor,
      agencyId: number,
      page: { page: number; perPage: number },
      locale: Locale,
    ) {
      await agencies.visible(actor, agencyId, locale);
      if (!canSeeStanding(actor, agencyId)) {
        throw new AppError('forbidden', 'role_cannot_see_standing');
      }
      return repo.history(agencyId, {
        limit: page.perPage,
        offset: (page.page - 1) * page.perPage,
      });
    },
  };
}

export type StandingService = ReturnType<typeof createStandingService>;
