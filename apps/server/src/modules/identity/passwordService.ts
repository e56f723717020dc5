import { type Locale, UserStatus } from '@hearth/domain';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit } from '../../platform/audit.ts';
import { hashSecret, newSecret } from '../../platform/auth/secrets.ts';
import { invalidFields } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { localizedLink, recipientLocale } from '../../platform/mail/mailText.ts';
import type { AuthRepo } from './authRepo.ts';
import { inviteMail, noAccountMail, resetMail } from './mailTexts.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import type { UserRepo } from './userRepo.ts';

const resetLinkHours = 2;
const inviteLinkHours = 72;

export type PasswordServiceSettings = { publicUrl: string };

export function createPasswordService(
  db: Database,
  authRepo: AuthRepo,
  userRepo: UserRepo,
  mailer: Mailer,
  settings: PasswordServiceSettings,
) {
  function refuseWeak(
    password: string,
    user: { email: string; name: string },
    field: string,
  ): void {
    const problem = passwordProblem(password, user);
    if (problem !== null) {
      throw invalidFields({ [field]: problem });
    }
  }

  /**
   * Stores a single-use token that sets the password of `userId` (of nobody when null), and
   * answers the link that carries it, on a page of `locale`.
   */
  async function storeSetPasswordToken(
    userId: number | null,
    hours: number,
    locale: Locale,
  ): Promise<string> {
    const token = newSecret();
    await authRepo.insertPasswordReset({
      tokenHash: hashSecret(token),
      userId,
      expiresAt: new Date(Date.now() + hours * 3_600_000),
    });
    return localizedLink(
      settings.publicUrl,
      locale,
      `/reset-password?token=${encodeURIComponent(token)}`,
    );
  }

  /** Mails a single-use link that lets the holder set the password of `user`, in their language. */
  async function mailSetPasswordLink(
    user: { id: number; email: string; name: string; preferredLocale: Locale },
    kind: 'reset' | 'invite',
  ) {
    const hours = kind === 'reset' ? resetLinkHours : inviteLinkHours;
    const locale = recipientLocale(user);
    const link = await storeSetPasswordToken(user.id, hours, locale);
    const catalogue = kind === 'reset' ? resetMail : inviteMail;
    await mailer.send({ to: user.email, ...catalogue[locale]({ name: user.name, link, hours }) });
  }

  return {
    mailSetPasswordLink,

    /**
     * Sets a new password and ends the user's other sessions: whoever else held one (a stolen
     * cookie, a shared computer) is out. `currentSession` (the asking browser's secret, null for a
     * token) stays signed in.
     */
    async changePassword(
      userId: number,
      current: string,
      next: string,
      currentSession: string | null,
      context: AuditContext,
    ): Promise<void> {
      const user = await userRepo.findById(userId);
      if (
        user === undefined ||
        !(await verifyPassword(await authRepo.passwordHashOf(userId), current))
      ) {
        throw invalidFields({ currentPassword: { code: 'current_password_wrong' } });
      }
      refuseWeak(next, user, 'newPassword');
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await userRepo.update(tx, userId, { passwordHash });
        await authRepo.deleteSessionsOf(
          tx,
          userId,
          currentSession === null ? undefined : hashSecret(currentSession),
        );
        await writeAudit(tx, context, {
          action: 'user.password_changed',
          subjectType: 'user',
          subjectId: userId,
        });
      });
    },

    /**
     * Does the same work whether or not the address has an active account (one token stored, one
     * mail sent), so neither the answer nor its timing tells which. Only the mail's words differ,
     * and only the mailbox's owner reads them.
     */
    async requestReset(email: string, pageLocale: Locale): Promise<void> {
      const address = email.trim();
      const user = await userRepo.findByEmail(address);
      if (user !== undefined && user.status === UserStatus.active) {
        await mailSetPasswordLink(user, 'reset');
        return;
      }
      await storeSetPasswordToken(null, resetLinkHours, pageLocale);
      // Nobody's preference is known for an address without an account: the asking page's it is.
      await mailer.send({ to: address, ...noAccountMail[pageLocale]({}) });
    },

    /**
     * Sets the password from a mailed link, and signs the user out everywhere; answers whose it
     * was. An invited person choosing their first password signs up here, so their account takes
     * the page's language.
     */
    async resetPassword(
      token: string,
      password: string,
      pageLocale: Locale,
      context: AuditContext,
    ): Promise<number> {
      const invalid = invalidFields({ token: { code: 'set_password_link_invalid' } });
      return db.transaction(async (tx) => {
        const userId = await authRepo.consumePasswordReset(tx, hashSecret(token));
        const user = userId === null ? undefined : await userRepo.findById(userId, tx);
        if (user === undefined) {
          throw invalid;
        }
        refuseWeak(password, user, 'password');
        await userRepo.update(tx, user.id, {
          passwordHash: await hashPassword(password),
          ...(user.hasPassword ? {} : { preferredLocale: pageLocale }),
        });
        await authRepo.deleteSessionsOf(tx, user.id);
        await writeAudit(
          tx,
          { ...context, actorUserId: user.id },
          {
            action: 'user.password_reset',
            subjectType: 'user',
            subjectId: user.id,
          },
        );
        return user.id;
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
