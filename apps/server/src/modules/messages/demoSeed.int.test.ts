import { listResponse, patientMessageSchema } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../test/harness.ts';
import { bodyOf } from '../../../test/json.ts';
import { patientContacts, users } from '../../db/schema/index.ts';
import { demoMessagesSeeder } from './demoSeed.ts';

const demo = useSeededDemo();
const thread = listResponse(patientMessageSchema);

async function familyPatientIds() {
  const rows = await demo.db
    .select({ patientId: patientContacts.patientId })
    .from(patientContacts)
    .innerJoin(users, eq(users.id, patientContacts.userId))
    .where(eq(users.email, 'user@demo.hearth.test'));
  return rows.map((row) => row.patientId);
}

describe('the demo thread', () => {
  it('lets the demo family and the demo agency read the same short conversation', async () => {
    const [patientId] = await familyPatientIds();
    const path = `/api/patients/${patientId}/messages`;
    const family = await bodyOf(
      await (await demo.signIn('user@demo.hearth.test')).request(path),
      thread,
    );
    const agency = await bodyOf(
      await (await demo.signIn('agency@demo.hearth.test')).request(path),
      thread,
    );
    expect(family.data.map((message) => message.authorSide)).toEqual([
      'family',
      'organisation',
      'family',
    ]);
    expect(agency.data.map((message) => message.id)).toEqual(
      family.data.map((message) => message.id),
    );
    expect(agency.data.at(-1)?.unread).toBe(true);
  });

  it('adds neither a second link nor a second thread when it runs again', async () => {
    const linked = await familyPatientIds();
    await demo.db.transaction((tx) => demoMessagesSeeder.run(tx));
    expect(await familyPatientIds()).toEqual(linked);
    const [patientId] = linked;
    const owner = await demo.signIn('agency@demo.hearth.test');
    const again = await bodyOf(await owner.request(`/api/patients/${patientId}/messages`), thread);
    expect(again.meta.total).toBe(3);
  });
});
