import { appSettings } from '../../db/schema/index.ts';
import type { Seeder } from '../../db/seed/types.ts';

export const appSettingsSeeder: Seeder = {
  name: 'system.app-settings',
  async run(tx) {
    await tx
      .insert(appSettings)
      .values([
        { key: 'instanceName', value: 'Hearth demo' },
        { key: 'supportEmail', value: 'support@hearth.example' },
      ])
      .onConflictDoNothing();
  },
};
