import { membershipOf, Role, UserStatus } from '@hearth/domain';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthRepo } from './authRepo.ts';
import type { PasswordService } from './passwordService.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { assignableRoles, canManageUser, canViewUser } from './policy.ts';
import type { UserFilter, UserRecord, UserRepo } from './userRepo.ts';

export type NewUser = {
  email: string;
  name: string;
  role: Role;
  agencyIds: number[];
  partnerId: number | null;
  password?: string | undefined;
};

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', 'The given data was invalid.', { [field]: [message] });

/** Which organisation fields a role needs: agency staff one agency, caregivers at least one, partners a partner. */
function checkMembership(user: NewUser): void {
  const membership = membershipOf(user.role);
  if (membership === 'agency' && user.agencyIds.length !== 1) {
    throw invalid('agencyIds', 'Agency users belong to exactly one agency.');
  }
  if (membership === 'caregiver' && user.agencyIds.length === 0) {
    throw invalid('agencyIds', 'A caregiver works for at least one agency.');
  }
  if (membership !== 'agency' && membership !== 'caregiver' && user.agencyIds.length > 0) {
    throw invalid('agencyIds', 'Only agency users and caregivers belong to agencies.');
  }
  if ((membership === 'partner') !== (user.partnerId !== null)) {
    throw invalid('partnerId', 'Partner users, and only they, belong to a partner.');
  }
}

export function createUserService(
  db: Database,
  userRepo: UserRepo,
  authRepo: AuthRepo,
  passwords: PasswordService,
) {
  /** The user, if this actor may see them; otherwise 404, as if absent. */
  async function visibleUser(actor: Actor, id: number): Promise<UserRecord> {
    const user = await userRepo.findById(id);
    if (user === undefined || !canViewUser(actor, user)) {
      throw new AppError('not_found', 'No such user.');
    }
    return user;
  }

  async function manageableUser(actor: Actor, id: number): Promise<UserRecord> {
    const user = await visibleUser(actor, id);
    if (!canManageUser(actor, user)) {
      throw new AppError('forbidden', 'Your role does not allow changing this user.');
    }
    return user;
  }

  return {
    visibleUser,

    /** One user's account for the person who asked to see it; the view is audited. */
    async view(actor: Actor, id: number, context: AuditContext): Promise<UserRecord> {
      const user = await visibleUser(actor, id);
      await writeReadAudit(db, context, {
        action: 'user.viewed',
        subjectType: 'user',
        subjectId: id,
      });
      return user;
    },

    async list(actor: Actor, filter: UserFilter, page: { page: number; perPage: number }) {
      // Agency owners see their agency's people and nobody else's, whatever the filter asks.
      const scoped: UserFilter =
        actor.role === Role.admin ? filter : { ...filter, agencyIds: actor.agencyIds };
      return userRepo.list(scoped, { limit: page.perPage, offset: (page.page - 1) * page.perPage });
    },

    async create(actor: Actor, input: NewUser, context: AuditContext): Promise<UserRecord> {
      if (!assignableRoles(actor).includes(input.role)) {
        throw new AppError('forbidden', 'Your role does not allow giving this role.');
      }
      const user: NewUser =
        actor.role === Role.admin
          ? input
          : {
              ...input,
              agencyIds: input.agencyIds.length ? input.agencyIds : [...actor.agencyIds],
            };
      checkMembership(user);
      if (
        actor.role !== Role.admin &&
        !user.agencyIds.every((id) => actor.agencyIds.includes(id))
      ) {
        throw new AppError('forbidden', 'You can add people to your own agency only.');
      }
      if (await userRepo.emailTaken(user.email)) {
        throw invalid('email', 'A user with this email already exists.');
      }
      if (user.password !== undefined) {
        const problem = passwordProblem(user.password, user);
        if (problem !== null) {
          throw invalid('password', problem);
        }
      }
      const passwordHash = user.password === undefined ? null : await hashPassword(user.password);
      const id = await db.transaction(async (tx) => {
        const newId = await userRepo.insert(
          tx,
          {
            email: user.email.trim().toLowerCase(),
            name: user.name,
            role: user.role,
            agencyId: membershipOf(user.role) === 'agency' ? (user.agencyIds[0] ?? null) : null,
            partnerId: user.partnerId,
            passwordHash,
          },
          user.role === Role.caregiver ? user.agencyIds : [],
        );
        await writeAudit(tx, context, {
          action: passwordHash === null ? 'user.invited' : 'user.created',
          subjectType: 'user',
          subjectId: newId,
          agencyId: user.agencyIds[0] ?? null,
          details: { role: user.role },
        });
        return newId;
      });
      const created = await visibleUser(actor, id);
      if (passwordHash === null) {
        await passwords.mailSetPasswordLink(created, 'invite');
      }
      return created;
    },

    async setStatus(
      actor: Actor,
      id: number,
      status: UserStatus,
      context: AuditContext,
    ): Promise<UserRecord> {
      const user = await manageableUser(actor, id);
      if (user.status !== status) {
        await db.transaction(async (tx) => {
          await userRepo.update(tx, id, { status });
          if (status === UserStatus.disabled) {
            await authRepo.deleteSessionsOf(tx, id);
          }
          await writeAudit(tx, context, {
            action: status === UserStatus.disabled ? 'user.disabled' : 'user.enabled',
            subjectType: 'user',
            subjectId: id,
            agencyId: user.agencyIds[0] ?? null,
          });
        });
      }
      return visibleUser(actor, id);
    },

    async changeRole(
      actor: Actor,
      id: number,
      role: Role,
      context: AuditContext,
    ): Promise<UserRecord> {
      const user = await manageableUser(actor, id);
      if (!assignableRoles(actor).includes(role)) {
        throw new AppError('forbidden', 'Your role does not allow giving this role.');
      }
      if (membershipOf(user.role) !== membershipOf(role)) {
        throw invalid(
          'role',
          'This change would move the user to another kind of organisation; invite them anew instead.',
        );
      }
      if (user.role !== role) {
        await db.transaction(async (tx) => {
          await userRepo.update(tx, id, { role });
          await writeAudit(tx, context, {
            action: 'user.role_changed',
            subjectType: 'user',
            subjectId: id,
            agencyId: user.agencyIds[0] ?? null,
            details: { from: user.role, to: role },
          });
        });
      }
      return visibleUser(actor, id);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
