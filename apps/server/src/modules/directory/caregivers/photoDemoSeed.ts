import { eq } from 'drizzle-orm';
import { caregivers, users } from '../../../db/schema/index.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';
import { rgbPng } from '../../../platform/photos/rgbPng.ts';

const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';
const SIDE = 96;

/** A small drawn portrait (a head and shoulders on a warm ground), made here: no file to ship. */
export function demoPortraitPng(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < SIDE; y += 1) {
    const row = Buffer.alloc(SIDE * 3);
    for (let x = 0; x < SIDE; x += 1) {
      const head = (x - 48) ** 2 + (y - 38) ** 2 <= 18 ** 2;
      const shoulders = y >= 66 && (x - 48) ** 2 + (y - 100) ** 2 <= 38 ** 2;
      const [r, g, b] = head ? [224, 172, 140] : shoulders ? [46, 125, 110] : [246, 214, 160];
      row.set([r, g, b], x * 3);
    }
    rows.push(row);
  }
  return rgbPng(SIDE, rows);
}

/** The demo caregiver (who visits the demo family's patient) has a photo, in `files`. */
export const demoCaregiverPhotoSeeder = (files: FileStore): Seeder => ({
  name: 'caregivers.demo-photo',
  async run(tx) {
    const profiles = await tx
      .select({ id: caregivers.id })
      .from(caregivers)
      .innerJoin(users, eq(users.id, caregivers.userId))
      .where(eq(users.email, DEMO_CAREGIVER_EMAIL));
    const data = demoPortraitPng();
    for (const profile of profiles) {
      const storageKey = `demo-caregiver-${profile.id}-${Date.now()}.png`;
      await files.save(tx, { key: storageKey, data, contentType: 'image/png' });
      await tx
        .update(caregivers)
        .set({
          photoStorageKey: storageKey,
          photoContentType: 'image/png',
          photoByteSize: data.length,
        })
        .where(eq(caregivers.id, profile.id));
    }
  },
});
