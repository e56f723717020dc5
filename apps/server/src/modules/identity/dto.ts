import type { AuthDetails, User } from '@hearth/domain';
import { Role } from '@hearth/domain';
import type { Actor, ActorProfile } from '../../platform/auth/actor.ts';
import { permissionsOf } from './policy.ts';
import type { UserRecord } from './userRepo.ts';

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

export function userDto(user: UserRecord): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    agencyIds: user.agencyIds,
    partnerId: user.partnerId,
    hasPassword: user.hasPassword,
    createdAt: iso(user.createdAt),
  };
}

export function authDetailsDto(
  actor: Actor,
  profile: ActorProfile,
  expiresAt: Date | null,
): AuthDetails {
  const organisation =
    actor.partnerId !== null
      ? { kind: 'partner' as const, ids: [actor.partnerId] }
      : actor.agencyIds.length > 0
        ? { kind: 'agency' as const, ids: [...actor.agencyIds] }
        : null;
  return {
    user: {
      id: actor.userId,
      email: profile.email,
      name: profile.name,
      role: actor.role,
      preferredLocale: profile.preferredLocale,
    },
    organisation,
    permissions: permissionsOf(actor),
    session: { via: actor.via, expiresAt: isoOrNull(expiresAt) },
  };
}

export function roleDto(role: Role) {
  return { id: role, name: Role.nameOf(role), labelKey: Role.labelKey(role) };
}
