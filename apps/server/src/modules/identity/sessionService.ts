import { UserStatus } from '@hearth/domain';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit } from '../../platform/audit.ts';
import type { Actor, ActorResolver } from '../../platform/auth/actor.ts';
import { hashSecret, newSecret } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthRepo } from './authRepo.ts';
import { verifyPassword } from './passwords.ts';
import type { UserRepo } from './userRepo.ts';

export type SessionSettings = { idleMinutes: number; absoluteHours: number };

/** Failures on one email within the window lock it for the rest of the window. */
export const lockout = { failures: 5, windowMinutes: 15 } as const;

const minute = 60_000;

export type SignInAttempt = {
  email: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
};

type SignInRecord = {
  email: string;
  ip: string | null;
  userAgent: string | null;
  userId: number | null;
};

export type SignedIn = { secret: string; csrfToken: string; actor: Actor; expiresAt: Date };

export function createSessionService(
  db: Database,
  authRepo: AuthRepo,
  userRepo: UserRepo,
  settings: SessionSettings,
) {
  async function refuseWhileLocked(record: SignInRecord): Promise<void> {
    const failures = await authRepo.recentFailures(record.email, lockout.windowMinutes);
    if (failures.count >= lockout.failures && failures.latest !== null) {
      // Recorded so admins see the attempts, but not counted: a stranger must not be able to keep
      // someone locked out for ever by trying on.
      await authRepo.recordSignIn({ ...record, succeeded: false, reason: 'locked' });
      const unlocksAt = new Date(failures.latest.getTime() + lockout.windowMinutes * minute);
      const retryAfterSeconds = Math.max(1, Math.ceil((unlocksAt.getTime() - Date.now()) / 1000));
      throw new AppError(
        'account_locked',
        `Too many failed sign-ins. This account is locked until ${unlocksAt.toISOString()}; try again then, or reset your password.`,
        undefined,
        { retryAfterSeconds },
      );
    }
  }

  return {
    /** Same answer, in the same time, for an unknown email and a wrong password. */
    async signIn(attempt: SignInAttempt): Promise<SignedIn> {
      const email = attempt.email.trim().toLowerCase();
      const user = await userRepo.findByEmail(email);
      const record: SignInRecord = {
        email,
        ip: attempt.ip,
        userAgent: attempt.userAgent,
        userId: user?.id ?? null,
      };
      await refuseWhileLocked(record);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, attempt.password);
      const active = user !== undefined && user.status === UserStatus.active;
      if (!passwordMatches || !active) {
        const reason =
          user === undefined ? 'unknown_email' : passwordMatches ? 'disabled' : 'wrong_password';
        await authRepo.recordSignIn({ ...record, succeeded: false, reason });
        throw new AppError('unauthenticated', 'The email or password is not right.');
      }

      const secret = newSecret();
      const csrfToken = newSecret();
      const now = Date.now();
      const absoluteExpiresAt = new Date(now + settings.absoluteHours * 60 * minute);
      const idleExpiresAt = new Date(
        Math.min(now + settings.idleMinutes * minute, absoluteExpiresAt.getTime()),
      );
      // A fresh id at every sign-in: a session id planted before sign-in is worth nothing after.
      await authRepo.createSession({
        idHash: hashSecret(secret),
        userId: user.id,
        csrfToken,
        idleExpiresAt,
        absoluteExpiresAt,
        ip: attempt.ip,
        userAgent: attempt.userAgent,
      });
      await authRepo.recordSignIn({ ...record, succeeded: true, reason: 'ok' });
      await writeAudit(
        db,
        { actorUserId: user.id, ip: attempt.ip, requestId: null },
        {
          action: 'auth.signed_in',
          subjectType: 'user',
          subjectId: user.id,
          agencyId: user.agencyIds[0] ?? null,
        },
      );
      const actor: Actor = {
        userId: user.id,
        role: user.role,
        agencyIds: user.agencyIds,
        partnerId: user.partnerId,
        via: 'session',
      };
      return { secret, csrfToken, actor, expiresAt: idleExpiresAt };
    },

    async signOut(secret: string | undefined, context: AuditContext): Promise<void> {
      if (secret !== undefined) {
        await authRepo.deleteSession(hashSecret(secret));
      }
      if (context.actorUserId !== null) {
        await writeAudit(db, context, {
          action: 'auth.signed_out',
          subjectType: 'user',
          subjectId: context.actorUserId,
        });
      }
    },

    resolver: {
      bySessionSecret: (secret) => authRepo.touchSession(hashSecret(secret), settings.idleMinutes),
      byAccessToken: (token) => authRepo.touchAccessToken(hashSecret(token)),
    } satisfies ActorResolver,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
