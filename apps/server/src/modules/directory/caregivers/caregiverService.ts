import {
  type CaregiverSort,
  CaregiverStatus,
  type CaregiverWrite,
  type CodedMessage,
  Competency,
  canMoveCaregiver,
  type caregiverListQuerySchema,
  DEFAULT_RADIUS_KM,
  INITIAL_CAREGIVER_STATUS,
  type Locale,
  Role,
} from '@hearth/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { type UniqueFields, uniqueAsInvalid } from '../../../platform/db/constraints.ts';
import {
  AppError,
  type CollectedFieldProblems,
  type FieldProblems,
} from '../../../platform/errors.ts';
import type {
  CaregiverFilter,
  CaregiverRecord,
  CaregiverRepo,
  ReadContext,
} from './caregiverRepo.ts';
import type { CaregiverRow, CaregiverWriteRepo, CurrentReferences } from './caregiverWriteRepo.ts';
import { canManageForAgency, caregiverScope } from './policy.ts';

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);

export const caregiverNotFound = () => new AppError('not_found', 'caregiver_not_found');

/** A list's ids that name nothing, or a retired entry. */
export const unknownEntries = (ids: number[]): CodedMessage => ({
  code: 'entries_unknown_or_retired',
  params: { ids: ids.join(', ') },
});

const messages = {
  otherAgency: 'own_agency_caregivers',
  agencyRequired: 'choose_caregiver_agency',
  agencyFixed: 'caregiver_stays_with_agency',
  unknown: unknownEntries,
  account: 'caregiver_account_other_agency',
  emailTaken: 'caregiver_email_taken',
  accountTaken: 'caregiver_profile_exists',
  transition: (from: CaregiverStatus, to: CaregiverStatus): CodedMessage => ({
    code: 'caregiver_move_refused',
    params: { from: CaregiverStatus.nameOf(from), to: CaregiverStatus.nameOf(to) },
  }),
} as const;

export type Paging = { page: number; perPage: number };

/** The unique indexes `checked` looks at first, for two identical writes that race past it. */
const uniqueFields: UniqueFields = {
  caregivers_agency_email_unique: { field: 'email', message: messages.emailTaken },
  caregivers_agency_user_unique: { field: 'userId', message: messages.accountTaken },
};

export const pageOf = (paging: Paging) => ({
  limit: paging.perPage,
  offset: (paging.page - 1) * paging.perPage,
});

/** Today in UTC, the day documents expire by: every screen and filter agrees on it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The list's filters as the query string gave them. */
export type CaregiverListFilters = Omit<
  z.output<typeof caregiverListQuerySchema>,
  'page' | 'perPage' | 'sort'
>;

/** The query as the repo filters by it: a skill with its floor, a place with its radius. */
function toFilter(query: CaregiverListFilters): CaregiverFilter {
  const { skill, skillLevel, lat, lng, radiusKm, ...rest } = query;
  return {
    ...rest,
    // At least No Experience is everyone: no filter at all.
    skill:
      skill === undefined || skillLevel === Competency.noExperience
        ? undefined
        : { skill, minLevel: skillLevel ?? Competency.novice },
    near:
      lat === undefined || lng === undefined
        ? undefined
        : { latitude: lat, longitude: lng, radiusKm: radiusKm ?? DEFAULT_RADIUS_KM },
  };
}

export function createCaregiverService(
  db: Database,
  repo: CaregiverRepo,
  writeRepo: CaregiverWriteRepo,
) {
  const readContext = (locale: Locale): ReadContext => ({ locale, today: todayUtc() });

  /** The profile as this person may see it; 404 otherwise, as if absent. */
  async function visible(actor: Actor, id: number, locale: Locale): Promise<CaregiverRecord> {
    const caregiver = await repo.findVisible(caregiverScope(actor), id, readContext(locale));
    if (caregiver === undefined) {
      throw caregiverNotFound();
    }
    return caregiver;
  }

  /** The profile, if this person may see it and change it. */
  async function manageable(actor: Actor, id: number, locale: Locale) {
    const caregiver = await visible(actor, id, locale);
    if (!canManageForAgency(actor, caregiver.agencyId)) {
      throw new AppError('forbidden', messages.otherAgency);
    }
    return caregiver;
  }

  /** Which agency a new profile belongs to: the admin's choice, or the staff member's own. */
  function agencyForNew(actor: Actor, input: CaregiverWrite): number {
    const agencyId = input.agencyId ?? (actor.role === Role.admin ? undefined : actor.agencyIds[0]);
    if (agencyId === undefined) {
      throw invalid({ agencyId: [messages.agencyRequired] });
    }
    if (!canManageForAgency(actor, agencyId)) {
      throw new AppError('forbidden', messages.otherAgency);
    }
    return agencyId;
  }

  /** Every reason the input cannot be saved, field by field, in one answer. */
  async function checked(
    input: CaregiverWrite,
    agencyId: number,
    current: { id: number; references: CurrentReferences } | null,
  ): Promise<CaregiverRow> {
    const [unusable, clash, accountOk] = await Promise.all([
      writeRepo.unusableReferences(
        input,
        current?.references ?? { professionId: null, cityId: null, languageIds: [], roleIds: [] },
      ),
      writeRepo.clashAt(agencyId, input, current?.id ?? null),
      input.userId === null
        ? Promise.resolve(true)
        : writeRepo.isCaregiverAccountOf(input.userId, agencyId),
    ]);
    const errors: CollectedFieldProblems = Object.fromEntries(
      Object.entries(unusable).map(([field, ids]) => [field, [messages.unknown(ids)]]),
    );
    if (clash.email) {
      errors.email = [messages.emailTaken];
    }
    if (!accountOk) {
      errors.userId = [messages.account];
    } else if (clash.userId) {
      errors.userId = [messages.accountTaken];
    }
    if (Object.keys(errors).length > 0) {
      throw invalid(errors);
    }
    return { ...input, agencyId, address: await withCoordinates(input.address) };
  }

  /** Without a pin of its own, a profile is placed at its city, so a search near a place finds it. */
  async function withCoordinates(address: CaregiverWrite['address']) {
    if (address.latitude !== null || address.cityId === null) {
      return address;
    }
    const city = await writeRepo.cityCoordinates(address.cityId);
    return city === undefined ? address : { ...address, ...city };
  }

  return {
    visible,

    /** The profile for the person who asked to see it; the view is audited. */
    async view(actor: Actor, id: number, locale: Locale, context: AuditContext) {
      const caregiver = await visible(actor, id, locale);
      await writeReadAudit(db, context, {
        action: 'caregiver.viewed',
        subjectType: 'caregiver',
        subjectId: id,
        agencyId: caregiver.agencyId,
      });
      return caregiver;
    },

    async list(
      actor: Actor,
      query: CaregiverListFilters,
      sort: CaregiverSort | undefined,
      paging: Paging,
      locale: Locale,
      context: AuditContext,
    ) {
      const filter = toFilter(query);
      const order = sort ?? (filter.near === undefined ? 'name' : 'distance');
      const result = await repo.list(
        caregiverScope(actor),
        filter,
        order,
        pageOf(paging),
        readContext(locale),
      );
      // A list shows names, contacts and places: who saw which caregivers is kept, as for a profile.
      await writeReadAudit(db, context, {
        action: 'caregiver.listed',
        subjectType: 'caregiver',
        details: { caregiverIds: result.rows.map((row) => row.id), ...paging },
      });
      return result;
    },

    async create(actor: Actor, input: CaregiverWrite, locale: Locale, context: AuditContext) {
      const agencyId = agencyForNew(actor, input);
      const row = await checked(input, agencyId, null);
      const id = await uniqueAsInvalid(uniqueFields, () =>
        db.transaction(async (tx) => {
          const newId = await writeRepo.insert(tx, row, INITIAL_CAREGIVER_STATUS);
          await writeRepo.recordStatusChange(tx, {
            caregiverId: newId,
            from: null,
            to: INITIAL_CAREGIVER_STATUS,
            reason: null,
            changedBy: actor.userId,
          });
          await writeAudit(tx, context, {
            action: 'caregiver.created',
            subjectType: 'caregiver',
            subjectId: newId,
            agencyId,
          });
          return newId;
        }),
      );
      return visible(actor, id, locale);
    },

    async update(
      actor: Actor,
      id: number,
      input: CaregiverWrite,
      locale: Locale,
      context: AuditContext,
    ) {
      const current = await manageable(actor, id, locale);
      if (input.agencyId !== undefined && input.agencyId !== current.agencyId) {
        throw invalid({ agencyId: [messages.agencyFixed] });
      }
      const row = await checked(input, current.agencyId, {
        id,
        references: {
          professionId: current.professionId,
          cityId: current.cityId,
          languageIds: current.languages.map((language) => language.id),
          roleIds: current.roles.map((role) => role.id),
        },
      });
      await uniqueAsInvalid(uniqueFields, () =>
        db.transaction(async (tx) => {
          await writeRepo.update(tx, id, row);
          await writeAudit(tx, context, {
            action: 'caregiver.updated',
            subjectType: 'caregiver',
            subjectId: id,
            agencyId: current.agencyId,
          });
        }),
      );
      return visible(actor, id, locale);
    },

    async changeStatus(
      actor: Actor,
      id: number,
      change: { status: CaregiverStatus; reason: string | null },
      locale: Locale,
      context: AuditContext,
    ) {
      const current = await manageable(actor, id, locale);
      await db.transaction(async (tx) => {
        // Read again under a lock: two people deciding at once cannot both move from `pending`.
        const from = (await writeRepo.lockStatus(tx, id)) ?? current.status;
        if (!canMoveCaregiver(from, change.status)) {
          throw new AppError('conflict', messages.transition(from, change.status));
        }
        await writeRepo.setStatus(tx, id, change.status);
        await writeRepo.recordStatusChange(tx, {
          caregiverId: id,
          from,
          to: change.status,
          reason: change.reason,
          changedBy: actor.userId,
        });
        await writeAudit(tx, context, {
          action: 'caregiver.status_changed',
          subjectType: 'caregiver',
          subjectId: id,
          agencyId: current.agencyId,
          details: { from, to: change.status },
        });
      });
      return visible(actor, id, locale);
    },

    /** Status changes carry the reasons for them (why someone was not hired): reads are audited. */
    async statusHistory(actor: Actor, id: number, paging: Paging, context: AuditContext) {
      const owner = await repo.findVisibleOwner(caregiverScope(actor), id);
      if (owner === undefined) {
        throw caregiverNotFound();
      }
      const history = await writeRepo.statusHistory(id, pageOf(paging));
      await writeReadAudit(db, context, {
        action: 'caregiver.status_history_viewed',
        subjectType: 'caregiver',
        subjectId: id,
        agencyId: owner.agencyId,
        details: { ...paging },
      });
      return history;
    },
  };
}

export type CaregiverService = ReturnType<typeof createCaregiverService>;
