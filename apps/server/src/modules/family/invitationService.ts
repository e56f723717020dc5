import { type FamilyInvitation, FamilyValidation, type Locale, Role } from '@hearth/domain';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashSecret, newSecret } from '../../platform/auth/secrets.ts';
import { AppError, type FieldProblem } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { localizedLink, recipientLocale, type UserService } from '../identity/index.ts';
import type { InvitationRepo } from './invitationRepo.ts';
import { familyInvitationMail } from './mailTexts.ts';
import { canLinkContactsOf } from './policy.ts';

const INVITATION_DAYS = 14;
const DAY_MS = 86_400_000;

const notFound = (what: 'contact_not_found' | 'invitation_not_found') =>
  new AppError('not_found', what);
const invalid = (field: string, key: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [key] });

export type InvitationParts = {
  db: Database;
  repo: InvitationRepo;
  users: Pick<UserService, 'familyAccount' | 'mailWelcome'>;
  mailer: Mailer;
  publicUrl: string;
};

/** The agency invites a patient's contact to "My care"; the family accepts; the agency unlinks. */
export function createInvitationService({ db, repo, users, mailer, publicUrl }: InvitationParts) {
  /** The invitation, in the language of the account it goes to. */
  async function mailInvitation(
    to: string,
    name: string,
    token: string,
    account: { created: boolean; preferredLocale: Locale },
  ) {
    const locale = recipientLocale(account);
    const link = localizedLink(
      publicUrl,
      locale,
      `/user/my-care/accept?token=${encodeURIComponent(token)}`,
    );
    const words = familyInvitationMail[locale]({
      name,
      link,
      days: INVITATION_DAYS,
      newAccount: account.created,
    });
    await mailer.send({ to, ...words });
  }

  return {
    async invite(
      actor: Actor,
      patientId: number,
      contactId: number,
      /** The agency's page language: a new family account's until its person signs up. */
      pageLocale: Locale,
      context: AuditContext,
    ): Promise<FamilyInvitation> {
      const token = newSecret();
      const sent = await db.transaction(async (tx) => {
        const contact = await repo.lockContact(tx, patientId, contactId);
        if (contact === undefined || !canLinkContactsOf(actor, contact.agencyId)) {
          throw notFound('contact_not_found');
        }
        if (contact.email === null) {
          throw invalid('email', FamilyValidation.needsEmail);
        }
        // Nothing of the patient's care reaches a family the patient has not agreed to share with.
        if (!contact.consentToShare) {
          throw invalid('consentToShare', FamilyValidation.needsConsent);
        }
        const account = await users.familyAccount(
          tx,
          {
            email: contact.email,
            name: contact.name,
            agencyId: contact.agencyId,
            preferredLocale: pageLocale,
          },
          context,
        );
        if (account.role !== Role.user) {
          throw invalid('email', FamilyValidation.notFamilyAccount);
        }
        if (contact.userId === account.id) {
          throw new AppError('conflict', 'contact_follows');
        }
        const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
        const id = await repo.insert(tx, {
          contactId,
          email: contact.email,
          tokenHash: hashSecret(token),
          invitedBy: actor.userId,
          expiresAt,
        });
        await writeAudit(tx, context, {
          action: 'patient_contact.family_invited',
          subjectType: 'patient',
          subjectId: patientId,
          agencyId: contact.agencyId,
          details: { contactId, invitationId: id, accountCreated: account.created },
        });
        return { id, contact, account, expiresAt, email: contact.email };
      });
      if (sent.account.created) {
        await users.mailWelcome(sent.account.id);
      }
      await mailInvitation(sent.email, sent.contact.name, token, sent.account);
      return {
        id: sent.id,
        contactId,
        email: sent.email,
        expiresAt: sent.expiresAt.toISOString(),
        accountCreated: sent.account.created,
      };
    },

    async accept(actor: Actor, token: string, context: AuditContext) {
      return db.transaction(async (tx) => {
        const invitation = await repo.lockOpen(tx, hashSecret(token), actor.userId);
        if (invitation === undefined) {
          throw notFound('invitation_not_found');
        }
        if (!invitation.consentToShare) {
          throw new AppError('conflict', 'care_not_shared');
        }
        await repo.setContactAccount(tx, invitation.contactId, actor.userId);
        await repo.markAccepted(tx, invitation.id, actor.userId);
        await writeAudit(tx, context, {
          action: 'patient_contact.family_linked',
          subjectType: 'patient',
          subjectId: invitation.patientId,
          agencyId: invitation.agencyId,
          details: { contactId: invitation.contactId, invitationId: invitation.id },
        });
        return { patientId: invitation.patientId };
      });
    },

    async unlink(actor: Actor, patientId: number, contactId: number, context: AuditContext) {
      await db.transaction(async (tx) => {
        const contact = await repo.lockContact(tx, patientId, contactId);
        if (contact === undefined || !canLinkContactsOf(actor, contact.agencyId)) {
          throw notFound('contact_not_found');
        }
        await repo.setContactAccount(tx, contactId, null);
        await repo.withdrawOpen(tx, contactId);
        await writeAudit(tx, context, {
          action: 'patient_contact.family_unlinked',
          subjectType: 'patient',
          subjectId: patientId,
          agencyId: contact.agencyId,
          details: { contactId, userId: contact.userId },
        });
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
