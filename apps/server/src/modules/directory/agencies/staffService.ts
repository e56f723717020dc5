import type { Locale } from '@hearth/domain';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { UserService } from '../../identity/index.ts';
import type { AgencyService } from './agencyService.ts';
import { canViewStaff } from './policy.ts';

/** An agency's people (owners, agents, caregivers), as identity keeps them. */
export function createStaffService(agencies: AgencyService, users: UserService) {
  return {
    async list(
      actor: Actor,
      agencyId: number,
      query: { q?: string | undefined; page: number; perPage: number },
      locale: Locale,
    ) {
      await agencies.visible(actor, agencyId, locale);
      if (!canViewStaff(actor, agencyId)) {
        throw new AppError('forbidden', 'role_cannot_see_staff');
      }
      return users.list(actor, { q: query.q, agencyIds: [agencyId] }, query);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
