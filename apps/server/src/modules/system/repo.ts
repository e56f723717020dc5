import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

export function createSystemRepo(db: Database) {
  return {
    async ping(timeoutMs: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL statement_timeout = ${sql.raw(String(timeoutMs))}`);
        await tx.execute(sql`SELECT 1`);
      });
    },

    async readSettings(keys: readonly string[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: appSettings.key, value: appSettings.value })
        .from(appSettings)
        .where(inArray(appSettings.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },
  };
}

export type SystemRepo = ReturnType<typeof createSystemRepo>;
