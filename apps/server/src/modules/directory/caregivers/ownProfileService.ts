import type { Locale, OwnCaregiverProfile, OwnCaregiverProfileWrite } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CaregiverRecord, CaregiverRepo } from './caregiverRepo.ts';
import { caregiverNotFound, todayUtc, unknownEntries } from './caregiverService.ts';
import type { CaregiverWriteRepo } from './caregiverWriteRepo.ts';
import type { DocumentRepo } from './documentRepo.ts';
import { caregiverDto, documentDto } from './dto.ts';
import { caregiverScope } from './policy.ts';

/** One profile per agency a caregiver works for; a handful at the very most. */
const OWN_PROFILES_MAX = 20;
/** Every certificate and check of one caregiver fits; the agency's pages page through more. */
const OWN_DOCUMENTS_MAX = 100;

/**
 * My profile: a caregiver reads their own profiles with their documents, and keeps their
 * languages and weekly hours themselves. Everything else, documents included, is the agency's.
 * The caregiver scope of the profile reads is the whole rule: their account, at agencies they
 * still work for; any other profile answers 404.
 */
export function createOwnProfileService(
  db: Database,
  repo: CaregiverRepo,
  writeRepo: CaregiverWriteRepo,
  documents: DocumentRepo,
) {
  const context = (locale: Locale) => ({ locale, today: todayUtc() });

  async function withDocuments(record: CaregiverRecord): Promise<OwnCaregiverProfile> {
    const { rows } = await documents.list(record.id, { limit: OWN_DOCUMENTS_MAX, offset: 0 });
    const today = todayUtc();
    return { ...caregiverDto(record), documents: rows.map((row) => documentDto(row, today)) };
  }

  async function own(actor: Actor, id: number, locale: Locale) {
    const record = await repo.findVisible(caregiverScope(actor), id, context(locale));
    if (record === undefined) {
      throw caregiverNotFound();
    }
    return record;
  }

  return {
    /** The caller's profiles with their documents; each read is audited, as any profile's. */
    async list(actor: Actor, locale: Locale, audit: AuditContext) {
      const { rows } = await repo.list(
        caregiverScope(actor),
        {},
        'name',
        { limit: OWN_PROFILES_MAX, offset: 0 },
        context(locale),
      );
      const profiles = await Promise.all(
        rows.map(async (row) => withDocuments(await own(actor, row.id, locale))),
      );
      await Promise.all(
        profiles.map((profile) =>
          writeReadAudit(db, audit, {
            action: 'caregiver.viewed',
            subjectType: 'caregiver',
            subjectId: profile.id,
            agencyId: profile.agency.id,
            details: { own: true, documentIds: profile.documents.map((each) => each.id) },
          }),
        ),
      );
      return profiles;
    },

    /** Replaces the caller's languages and weekly hours on one of their profiles, audited. */
    async update(
      actor: Actor,
      id: number,
      input: OwnCaregiverProfileWrite,
      locale: Locale,
      audit: AuditContext,
    ) {
      const current = await own(actor, id, locale);
      const unusable = await writeRepo.unusableLanguages(
        input.languageIds,
        current.languages.map((language) => language.id),
      );
      if (unusable.length > 0) {
        throw new AppError('validation_failed', 'validation_failed', {
          languageIds: [unknownEntries(unusable)],
        });
      }
      await db.transaction(async (tx) => {
        await writeRepo.updateOwnLists(tx, id, input);
        await writeAudit(tx, audit, {
          action: 'caregiver.updated',
          subjectType: 'caregiver',
          subjectId: id,
          agencyId: current.agencyId,
          details: { own: true, fields: ['languageIds', 'availability'] },
        });
      });
      return withDocuments(await own(actor, id, locale));
    },
  };
}

export type OwnProfileService = ReturnType<typeof createOwnProfileService>;
