import { careCoordinatorWriteSchema, DEFAULT_LOCALE, payerWriteSchema } from '@hearth/domain';
import { and, isNull, sql } from 'drizzle-orm';
import { payers as payerTable } from '../../../db/schema/index.ts';
import { provinceByCode } from '../../../db/seed/places.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import { builtInPayerNames } from './builtInPayers.ts';
import { createCoordinatorRepo } from './coordinatorRepo.ts';
import { demoCoordinators, demoPayers } from './demoData.ts';
import { createPayerRepo } from './payerRepo.ts';

/** Care coordinators and payers in the demo agencies' provinces and states. */
export const demoCoordinatorsAndPayersSeeder: Seeder = {
  name: 'directory.demo-coordinators-and-payers',
  async run(tx) {
    const coordinators = createCoordinatorRepo(tx);
    const payers = createPayerRepo(tx);
    const provinceId = async (place: (typeof demoPayers)[number]['place']) =>
      place === undefined ? null : provinceByCode(tx, place);

    for (const { place, retired, ...coordinator } of demoCoordinators) {
      const input = careCoordinatorWriteSchema.parse({
        ...coordinator,
        provinceId: await provinceId(place),
      });
      const id = await coordinators.insert(tx, input);
      if (retired) {
        await coordinators.setRetired(tx, id, true);
      }
    }
    for (const { place, retired, ...payer } of demoPayers) {
      const input = payerWriteSchema.parse({ ...payer, provinceId: await provinceId(place) });
      const id = await payers.insert(tx, input);
      if (retired) {
        await payers.setRetired(tx, id, true);
      }
    }
  },
};

/**
 * The built-in payers' names in every locale, found by their English name, so a database seeded
 * before they had translations gets them too; one an administrator already translated is kept.
 */
export const payerTranslationsSeeder: Seeder = {
  name: 'directory.payer-translations-2026-11',
  async run(tx) {
    for (const names of builtInPayerNames) {
      await tx
        .update(payerTable)
        .set({ nameLabels: names })
        .where(
          and(
            isNull(payerTable.nameLabels),
            sql`lower(${payerTable.name}) = lower(${names[DEFAULT_LOCALE]})`,
          ),
        );
    }
  },
};
