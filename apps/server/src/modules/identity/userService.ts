import { DEFAULT_LOCALE, type Locale, membershipOf, Role, UserStatus } from '@hearth/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, type FieldProblem, invalidFields } from '../../platform/errors.ts';
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
  preferredLocale?: Locale | undefined;
};

const invalid = (field: string, message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });

/** One organisation's people: agency staff, and a provider who runs their program or home. */
const runsOneOrganisation = (role: Role) => {
  const membership = membershipOf(role);
  return membership === 'agency' || membership === 'provider';
};

/**
 * Which organisation fields a role needs: agency staff and providers one organisation, caregivers
 * at least one agency, partners a partner.
 */
function checkMembership(user: NewUser): void {
  const membership = membershipOf(user.role);
  if (runsOneOrganisation(user.role) && user.agencyIds.length !== 1) {
    throw invalid('agencyIds', 'agency_membership_one');
  }
  if (membership === 'caregiver' && user.agencyIds.length === 0) {
    throw invalid('agencyIds', 'caregiver_needs_agency');
  }
  if (!runsOneOrganisation(user.role) && membership !== 'caregiver' && user.agencyIds.length > 0) {
    throw invalid('agencyIds', 'agency_membership_roles');
  }
  if ((membership === 'partner') !== (user.partnerId !== null)) {
    throw invalid('partnerId', 'partner_membership');
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
      throw new AppError('not_found', 'user_not_found');
    }
    return user;
  }

  async function manageableUser(actor: Actor, id: number): Promise<UserRecord> {
    const user = await visibleUser(actor, id);
    if (!canManageUser(actor, user)) {
      throw new AppError('forbidden', 'role_cannot_change_user');
    }
    return user;
  }

  /** The checks and the insert of a new user, with its audit row, in the caller's transaction. */
  async function insertUser(
    tx: Transaction,
    actor: Actor,
    input: NewUser,
    context: AuditContext,
  ): Promise<{ id: number; invited: boolean }> {
    if (!assignableRoles(actor).includes(input.role)) {
      throw new AppError('forbidden', 'role_cannot_give_role');
    }
    const user: NewUser =
      actor.role === Role.admin
        ? input
        : {
            ...input,
            agencyIds: input.agencyIds.length ? input.agencyIds : [...actor.agencyIds],
          };
    checkMembership(user);
    if (actor.role !== Role.admin && !user.agencyIds.every((id) => actor.agencyIds.includes(id))) {
      throw new AppError('forbidden', 'own_agency_people_only');
    }
    if (await userRepo.emailTaken(user.email)) {
      throw invalidFields({ email: { code: 'email_taken' } });
    }
    if (user.password !== undefined) {
      const problem = passwordProblem(user.password, user);
      if (problem !== null) {
        throw invalidFields({ password: problem });
      }
    }
    const passwordHash = user.password === undefined ? null : await hashPassword(user.password);
    const id = await userRepo.insert(
      tx,
      {
        email: user.email.trim().toLowerCase(),
        name: user.name,
        role: user.role,
        agencyId: runsOneOrganisation(user.role) ? (user.agencyIds[0] ?? null) : null,
        partnerId: user.partnerId,
        passwordHash,
        preferredLocale: user.preferredLocale ?? DEFAULT_LOCALE,
      },
      user.role === Role.caregiver ? user.agencyIds : [],
    );
    await writeAudit(tx, context, {
      action: passwordHash === null ? 'user.invited' : 'user.created',
      subjectType: 'user',
      subjectId: id,
      agencyId: user.agencyIds[0] ?? null,
      details: { role: user.role },
    });
    return { id, invited: passwordHash === null };
  }

  return {
    visibleUser,

    /**
     * The family account an agency's invitation goes to (issue 23): the one of `email`, or a new
     * family account without a password, created and audited in the caller's transaction. Mail a
     * new one its set-password link with `mailWelcome` once that transaction has committed.
     */
    async familyAccount(
      tx: Transaction,
      person: { email: string; name: string; agencyId: number; preferredLocale: Locale },
      context: AuditContext,
    ): Promise<{ id: number; role: Role; created: boolean; preferredLocale: Locale }> {
      const existing = await userRepo.findByEmail(person.email);
      if (existing !== undefined) {
        const { id, role, preferredLocale } = existing;
        return { id, role, created: false, preferredLocale };
      }
      const id = await userRepo.insert(
        tx,
        {
          email: person.email.trim().toLowerCase(),
          name: person.name,
          role: Role.user,
          agencyId: null,
          partnerId: null,
          passwordHash: null,
          preferredLocale: person.preferredLocale,
        },
        [],
      );
      await writeAudit(tx, context, {
        action: 'user.invited',
        subjectType: 'user',
        subjectId: id,
        agencyId: person.agencyId,
        details: { role: Role.user, by: 'familyInvitation' },
      });
      return { id, role: Role.user, created: true, preferredLocale: person.preferredLocale };
    },

    /** The set-password link of an account `familyAccount` created. */
    async mailWelcome(userId: number): Promise<void> {
      const user = await userRepo.findById(userId);
      if (user !== undefined) {
        await passwords.mailSetPasswordLink(user, 'invite');
      }
    },

    /** The signed-in person changes their own account's settings; the change is audited. */
    async updateProfile(
      userId: number,
      changes: { preferredLocale: Locale },
      context: AuditContext,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await userRepo.update(tx, userId, changes);
        await writeAudit(tx, context, {
          action: 'user.profile_updated',
          subjectType: 'user',
          subjectId: userId,
          details: changes,
        });
      });
    },

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
      const { id, invited } = await db.transaction((tx) => insertUser(tx, actor, input, context));
      const created = await visibleUser(actor, id);
      if (invited) {
        await passwords.mailSetPasswordLink(created, 'invite');
      }
      return created;
    },

    /**
     * Adds a user inside the caller's transaction, for a flow whose own change comes with a new
     * account (a host lead turned provider); `mailInvitation` once that transaction commits.
     */
    insertUser,

    /** Mails the set-password link of a user added without a password. */
    async mailInvitation(actor: Actor, id: number): Promise<void> {
      await passwords.mailSetPasswordLink(await visibleUser(actor, id), 'invite');
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
        throw new AppError('forbidden', 'role_cannot_give_role');
      }
      if (membershipOf(user.role) !== membershipOf(role)) {
        throw invalid('role', 'role_changes_organisation_kind');
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
