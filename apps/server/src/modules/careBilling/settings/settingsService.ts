import {
  type CareBillingSettings,
  type CareBillingSettingsWrite,
  InvoiceSchedule,
  RoundingRule,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { canChangeAgencyBilling, canSeeAgencyBilling } from '../policy.ts';
import { defaultSettings } from './defaults.ts';
import type { CareBillingSettingsRow, SettingsRepo } from './settingsRepo.ts';

function settingsOf(row: CareBillingSettingsRow): CareBillingSettingsWrite {
  return {
    roundingRule: RoundingRule.schema.parse(row.roundingRule),
    incrementMinutes: row.incrementMinutes,
    invoiceSchedule: InvoiceSchedule.schema.parse(row.invoiceSchedule),
    invoicePrefix: row.invoicePrefix,
    paymentTermsDays: row.paymentTermsDays,
    taxRegistrationNumber: row.taxRegistrationNumber,
    chargesSalesTax: row.chargesSalesTax,
  };
}

/** Each field whose value changes, with its old and new value, for the audit trail. */
function changesBetween(before: CareBillingSettingsWrite, after: CareBillingSettingsWrite) {
  const fields = Object.keys(after) as (keyof CareBillingSettingsWrite)[];
  return Object.fromEntries(
    fields
      .filter((field) => before[field] !== after[field])
      .map((field) => [field, { from: before[field], to: after[field] }]),
  );
}

export function createSettingsService(db: Database, repo: SettingsRepo) {
  /** The agency's name, after checking the actor may find the agency at all (404 otherwise). */
  async function visibleAgencyName(actor: Actor, agencyId: number): Promise<string> {
    const name = canSeeAgencyBilling(actor, agencyId) ? await repo.agencyName(agencyId) : undefined;
    if (name === undefined) {
      throw new AppError('not_found', 'agency_not_found');
    }
    return name;
  }

  async function effective(agencyId: number, name: string): Promise<CareBillingSettings> {
    const row = await repo.find(db, agencyId);
    return row === undefined
      ? { agencyId, saved: false, ...defaultSettings(name) }
      : { agencyId, saved: true, ...settingsOf(row) };
  }

  return {
    /** The agency's saved settings, or the defaults while it has never saved any. */
    async show(actor: Actor, agencyId: number): Promise<CareBillingSettings> {
      return effective(agencyId, await visibleAgencyName(actor, agencyId));
    },

    /** What the agency bills by today, for care billing's own work (runs, issue: the caller checked who asks). */
    async of(agencyId: number): Promise<CareBillingSettings> {
      return effective(agencyId, (await repo.agencyName(agencyId)) ?? '');
    },

    async update(
      actor: Actor,
      agencyId: number,
      input: CareBillingSettingsWrite,
      context: AuditContext,
    ): Promise<CareBillingSettings> {
      const name = await visibleAgencyName(actor, agencyId);
      if (!canChangeAgencyBilling(actor, agencyId)) {
        throw new AppError('forbidden', 'owner_changes_billing_settings');
      }
      const settings = { ...input, taxRegistrationNumber: input.taxRegistrationNumber || null };
      await db.transaction(async (tx) => {
        const row = await repo.find(tx, agencyId);
        const before = row === undefined ? defaultSettings(name) : settingsOf(row);
        await repo.save(tx, agencyId, settings);
        await writeAudit(tx, context, {
          action: 'careBilling.settings.updated',
          subjectType: 'agency',
          subjectId: agencyId,
          agencyId,
          details: { changes: changesBetween(before, settings) },
        });
      });
      return { agencyId, saved: true, ...settings };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
