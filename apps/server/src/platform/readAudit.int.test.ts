import { Role } from '@hearth/domain';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/identity.ts';
import { useTestDatabase } from '../../test/harness.ts';
import { auditLog } from '../db/schema/index.ts';
import { writeReadAudit } from './audit.ts';

const database = useTestDatabase();

/** The stored entries of these requests, by request id. */
async function storedByRequest(requestIds: string[]) {
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.requestId, requestIds));
  return new Map(rows.map((row) => [row.requestId, row]));
}

describe('read audit entries written together', () => {
  it('keep every column of each entry as it was given', async () => {
    const reader = await createUser(database.db, { role: Role.admin });
    const entries = [
      {
        context: { actorUserId: reader.id, ip: '203.0.113.7', requestId: 'read-a' },
        entry: {
          action: 'patient.listed',
          subjectType: 'patient',
          details: { patientIds: [3, 1, 2], note: 'quote " backslash \\ brace } comma , ñ 💬' },
        },
      },
      {
        context: { actorUserId: null, ip: '2001:db8::1', requestId: 'read-b' },
        entry: { action: 'note.documentRead', subjectType: 'note', subjectId: 42, agencyId: 7 },
      },
      {
        context: { actorUserId: reader.id, ip: null, requestId: 'read-c' },
        entry: { action: 'caregiver.viewed', subjectType: 'caregiver', subjectId: 'NULL' },
      },
    ] as const;
    await Promise.all(
      entries.map(({ context, entry }) => writeReadAudit(database.db, context, entry)),
    );

    const stored = await storedByRequest(['read-a', 'read-b', 'read-c']);
    expect(stored.get('read-a')).toMatchObject({
      actorUserId: reader.id,
      action: 'patient.listed',
      subjectType: 'patient',
      subjectId: null,
      agencyId: null,
      details: { patientIds: [3, 1, 2], note: 'quote " backslash \\ brace } comma , ñ 💬' },
      ip: '203.0.113.7',
    });
    expect(stored.get('read-b')).toMatchObject({
      actorUserId: null,
      subjectId: '42',
      agencyId: 7,
      details: {},
      ip: '2001:db8::1',
    });
    // The text NULL is a subject id like any other, not a missing one.
    expect(stored.get('read-c')).toMatchObject({ subjectId: 'NULL', ip: null });
  });

  it('fail only the request whose entry the database refuses', async () => {
    const reader = await createUser(database.db, { role: Role.admin });
    const written = await Promise.allSettled([
      writeReadAudit(
        database.db,
        { actorUserId: reader.id, ip: null, requestId: 'kept-1' },
        { action: 'patient.listed', subjectType: 'patient' },
      ),
      // No such user: the foreign key refuses this entry.
      writeReadAudit(
        database.db,
        { actorUserId: 2_000_000_000, ip: null, requestId: 'refused' },
        { action: 'patient.listed', subjectType: 'patient' },
      ),
      writeReadAudit(
        database.db,
        { actorUserId: reader.id, ip: null, requestId: 'kept-2' },
        { action: 'patient.listed', subjectType: 'patient' },
      ),
    ]);

    expect(written.map(({ status }) => status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await storedByRequest(['kept-1', 'refused', 'kept-2']);
    expect([...stored.keys()].sort()).toEqual(['kept-1', 'kept-2']);
  });
});
