import { careCoordinatorWriteSchema, payerWriteSchema } from '@hearth/domain';
import { provinceByCode } from '../../../db/seed/places.ts';
import type { Seeder } from '../../../db/seed/types.ts';
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
