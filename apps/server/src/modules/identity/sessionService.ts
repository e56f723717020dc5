import { UserStatus } from '@hearth/domain';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit } from '../../platform/audit.ts';
import type { Actor, ActorProfile, ActorResolver } from '../../platform/auth/actor.ts';
import { hashSecret, newSecret } from '../../platform/auth/secrets.ts';
import { AppError, codedError } from '../../platform/errors.ts';
import type { AuthRepo } from './authRepo.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionCache } from './sessionCache.ts';
import { signInWaitUntil } from './signInThrottle.ts';
import type { UserRepo } from './userRepo.ts';

export type SessionSettings = { idleMinutes: number; absoluteHours: number };

const minute = 60_000;

// The shape newSecret() gives; anything else in the device cookie is ignored and replaced.
const deviceSecretPattern = /^[\w-]{43}$/;

export type SignInAttempt = {
  email: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
  /** The device cookie, if the browser sent one. */
  device: string | undefined;
};

type SignInRecord = {
  email: string;
  ip: string | null;
  userAgent: string | null;
  userId: number | null;
  deviceHash: string | null;
};

export type SignedIn = {
  secret: string;
  csrfToken: string;
  actor: Actor;
  profile: ActorProfile;
  expiresAt: Date;
  /** The device cookie to keep (the one sent, or a new one). */
  device: string;
};

export function createSessionService(
  db: Database,
  authRepo: AuthRepo,
  userRepo: UserRepo,
  settings: SessionSettings,
  /** Sessions answered from memory between changes; none: every request reads its session. */
  cache: SessionCache | null,
) {
  /** Refuses, without checking the password, a client that must wait (see signInThrottle.ts). */
  async function refuseWhileThrottled(record: SignInRecord, knownDevice: boolean): Promise<void> {
    const until = await signInWaitUntil(authRepo, {
      email: record.email,
      ip: record.ip,
      knownDeviceHash: knownDevice ? record.deviceHash : null,
    });
    if (until === null) {
      return;
    }
    // Recorded so admins see the attempts, but not counted: waiting must end the wait.
    await authRepo.recordSignIn(db, { ...record, succeeded: false, reason: 'locked' });
    throw codedError(
      'account_locked',
      { code: 'account_locked', params: { until: until.toISOString() } },
      { retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) },
    );
  }

  return {
    /** Same answer, in the same time, for an unknown email and a wrong password. */
    async signIn(attempt: SignInAttempt): Promise<SignedIn> {
      const email = attempt.email.trim().toLowerCase();
      const user = await userRepo.findByEmail(email);
      const device =
        attempt.device !== undefined && deviceSecretPattern.test(attempt.device)
          ? attempt.device
          : null;
      const record: SignInRecord = {
        email,
        ip: attempt.ip,
        userAgent: attempt.userAgent,
        userId: user?.id ?? null,
        deviceHash: device === null ? null : hashSecret(device),
      };
      // Asked for unknown emails too, so the work does not depend on whether the account exists.
      const knownDevice =
        record.deviceHash !== null &&
        (await authRepo.isKnownDevice(record.userId, record.deviceHash));
      await refuseWhileThrottled(record, knownDevice);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, attempt.password);
      const active = user !== undefined && user.status === UserStatus.active;
      if (!passwordMatches || !active) {
        const reason =
          user === undefined ? 'unknown_email' : passwordMatches ? 'disabled' : 'wrong_password';
        await authRepo.recordSignIn(db, { ...record, succeeded: false, reason });
        throw new AppError('unauthenticated', 'sign_in_wrong');
      }

      const secret = newSecret();
      const csrfToken = newSecret();
      const now = Date.now();
      const absoluteExpiresAt = new Date(now + settings.absoluteHours * 60 * minute);
      const idleExpiresAt = new Date(
        Math.min(now + settings.idleMinutes * minute, absoluteExpiresAt.getTime()),
      );
      // A first success from this browser makes it a device the account recognises from now on.
      const keptDevice = device ?? newSecret();
      // A fresh id at every sign-in: a session id planted before sign-in is worth nothing after.
      await db.transaction(async (tx) => {
        await authRepo.createSession(tx, {
          idHash: hashSecret(secret),
          userId: user.id,
          csrfToken,
          idleExpiresAt,
          absoluteExpiresAt,
          ip: attempt.ip,
          userAgent: attempt.userAgent,
        });
        await authRepo.recordSignIn(tx, {
          ...record,
          deviceHash: hashSecret(keptDevice),
          succeeded: true,
          reason: 'ok',
        });
        await writeAudit(
          tx,
          { actorUserId: user.id, ip: attempt.ip, requestId: null },
          {
            action: 'auth.signed_in',
            subjectType: 'user',
            subjectId: user.id,
            agencyId: user.agencyIds[0] ?? null,
          },
        );
      });
      const actor: Actor = {
        userId: user.id,
        role: user.role,
        agencyIds: user.agencyIds,
        partnerId: user.partnerId,
        via: 'session',
      };
      return {
        secret,
        csrfToken,
        actor,
        profile: { email: user.email, name: user.name, preferredLocale: user.preferredLocale },
        expiresAt: idleExpiresAt,
        device: keptDevice,
      };
    },

    async signOut(secret: string | undefined, context: AuditContext): Promise<void> {
      const { actorUserId } = context;
      await db.transaction(async (tx) => {
        if (secret !== undefined) {
          await authRepo.deleteSession(tx, hashSecret(secret));
        }
        if (actorUserId !== null) {
          await writeAudit(tx, context, {
            action: 'auth.signed_out',
            subjectType: 'user',
            subjectId: actorUserId,
          });
        }
      });
    },

    resolver: {
      bySessionSecret: async (secret) => {
        const idHash = hashSecret(secret);
        const lookUp = () => authRepo.touchSession(idHash, settings.idleMinutes);
        if (cache === null) {
          return (await lookUp())?.lookup ?? null;
        }
        return cache.read(idHash, lookUp);
      },
      byAccessToken: (token) => authRepo.touchAccessToken(hashSecret(token)),
    } satisfies ActorResolver,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
