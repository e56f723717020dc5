import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { caregivers, users } from '../../../db/schema/index.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import type { FileStore } from '../../../platform/files/fileStore.ts';

const DEMO_CAREGIVER_EMAIL = 'caregiver@demo.hearth.test';
const SIDE = 96;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small drawn portrait (a head and shoulders on a warm ground), made here: no file to ship. */
export function demoPortraitPng(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < SIDE; y += 1) {
    const row = Buffer.alloc(1 + SIDE * 3); // filter byte 0, then RGB
    for (let x = 0; x < SIDE; x += 1) {
      const head = (x - 48) ** 2 + (y - 38) ** 2 <= 18 ** 2;
      const shoulders = y >= 66 && (x - 48) ** 2 + (y - 100) ** 2 <= 38 ** 2;
      const [r, g, b] = head ? [224, 172, 140] : shoulders ? [46, 125, 110] : [246, 214, 160];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIDE, 0);
  header.writeUInt32BE(SIDE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
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
