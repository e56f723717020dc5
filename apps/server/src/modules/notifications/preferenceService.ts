import {
  type AuditAction,
  deliversInApp,
  isHighPriorityKind,
  type NotificationDelivery,
  type NotificationPreference,
  type NotificationPreferencesInput,
  NotificationPreferenceValidation,
  notificationKindsOf,
  type Role,
} from '@hearth/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { type AuditContext, writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import {
  effectiveDelivery,
  roleOfUser,
  savePreferences,
  storedPreferences,
} from './preferenceRepo.ts';
import { verifyUnsubscribe } from './unsubscribeToken.ts';

/** The kind's delivery once its mail is off: the bell alone, or nothing for an ordinary kind. */
function withoutEmail(
  kind: NotificationPreference['kind'],
  delivery: NotificationDelivery,
): NotificationDelivery {
  return deliversInApp(delivery) || isHighPriorityKind(kind) ? 'inApp' : 'none';
}

/** Whose preferences: the person, and the role that decides which kinds reach them. */
type Person = { userId: number; role: Role };

/** A kind that never reaches the person's role is not theirs to set. */
function refuseOthersKinds(role: Role, input: NotificationPreferencesInput) {
  const theirs = notificationKindsOf(role);
  const problems = Object.fromEntries(
    input.preferences.flatMap((each, index) =>
      theirs.includes(each.kind)
        ? []
        : [[`preferences.${index}.kind`, [NotificationPreferenceValidation.kindNotYours]]],
    ),
  );
  if (Object.keys(problems).length > 0) {
    throw new AppError('validation_failed', 'validation_failed', problems);
  }
}

/** A person's choice per kind of where notifications reach them, and the mails' unsubscribe. */
export function createPreferenceService(db: Database, linkSecret: Buffer) {
  async function preferencesOf(reader: Pick<Database, 'select'>, userId: number, role: Role) {
    const stored = new Map(
      (await storedPreferences(reader, userId)).map((each) => [each.kind, each.delivery]),
    );
    return notificationKindsOf(role).map((kind) => ({
      kind,
      delivery: effectiveDelivery(kind, stored.get(kind) ?? null),
      highPriority: isHighPriorityKind(kind),
    }));
  }

  async function save(
    tx: Transaction,
    audit: AuditContext,
    userId: number,
    preferences: readonly NotificationPreference[],
    action: AuditAction,
  ) {
    await savePreferences(tx, userId, preferences);
    await writeAudit(tx, audit, {
      action,
      subjectType: 'user',
      subjectId: userId,
      details: { kinds: preferences.map((each) => each.kind) },
    });
  }

  return {
    list: (person: Person) => preferencesOf(db, person.userId, person.role),

    update: (person: Person, input: NotificationPreferencesInput, audit: AuditContext) => {
      refuseOthersKinds(person.role, input);
      return db.transaction(async (tx) => {
        await save(tx, audit, person.userId, input.preferences, 'notification_preferences.updated');
        return preferencesOf(tx, person.userId, person.role);
      });
    },

    /** Turns off the mail of the token's kind for the token's person; no session involved. */
    unsubscribe: (token: string, audit: AuditContext) =>
      db.transaction(async (tx) => {
        const claim = verifyUnsubscribe(linkSecret, token);
        // A genuine link of an account since deleted is as useless as a forged one.
        const role = claim === null ? undefined : await roleOfUser(tx, claim.userId);
        const current =
          claim === null || role === undefined
            ? undefined
            : (await preferencesOf(tx, claim.userId, role)).find(
                (each) => each.kind === claim.kind,
              );
        if (claim === null || current === undefined) {
          throw new AppError('validation_failed', 'validation_failed', {
            token: [NotificationPreferenceValidation.invalidUnsubscribeLink],
          });
        }
        const preference = {
          kind: claim.kind,
          delivery: withoutEmail(claim.kind, current.delivery),
        };
        await save(
          tx,
          { ...audit, actorUserId: claim.userId },
          claim.userId,
          [preference],
          'notification_preferences.unsubscribed',
        );
        return preference;
      }),
  };
}

export type PreferenceService = ReturnType<typeof createPreferenceService>;
