import { demoUsersSeeder } from '../../modules/identity/seed.ts';
import { appSettingsSeeder } from '../../modules/system/seed.ts';
import type { Seeder } from './types.ts';

export type DemoSettings = { demoPassword: string };

/** Every module's demo data, in dependency order. Modules add theirs here. */
export function demoSeeders(settings: DemoSettings): readonly Seeder[] {
  return [appSettingsSeeder, demoUsersSeeder(settings.demoPassword)];
}
