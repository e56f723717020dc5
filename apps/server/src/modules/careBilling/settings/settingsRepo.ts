import type { CareBillingSettingsWrite } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { agencies, careBillingSettings } from '../../../db/schema/index.ts';

export type CareBillingSettingsRow = typeof careBillingSettings.$inferSelect;

export function createSettingsRepo(db: Database) {
  return {
    async agencyName(agencyId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: agencies.name })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      return row?.name;
    },

    async find(
      writer: Database | Transaction,
      agencyId: number,
    ): Promise<CareBillingSettingsRow | undefined> {
      const [row] = await writer
        .select()
        .from(careBillingSettings)
        .where(eq(careBillingSettings.agencyId, agencyId));
      return row;
    },

    async save(tx: Transaction, agencyId: number, settings: CareBillingSettingsWrite) {
      const values = { ...settings, updatedAt: new Date() };
      await tx
        .insert(careBillingSettings)
        .values({ agencyId, ...values })
        .onConflictDoUpdate({ target: careBillingSettings.agencyId, set: values });
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
