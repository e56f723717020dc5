import { Role } from '@hearth/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../../test/browserClient.ts';
import { createCaregiver } from '../../test/factories/caregivers.ts';
import { createAgency } from '../../test/factories/identity.ts';
import { createMedication } from '../../test/factories/medications.ts';
import { createNote } from '../../test/factories/notes.ts';
import { createPatient, createPatientReferences } from '../../test/factories/patients.ts';
import { useTestServer } from '../../test/harness.ts';
import { signedInCast } from '../../test/signedInCast.ts';
import { auditLog } from '../db/schema/index.ts';

const context = useTestServer();
const cast = signedInCast(context);
let patientId: number;
let noteId: number;
let medicationId: number;
let caregiverId: number;

beforeAll(async () => {
  const { db } = context;
  const agencyId = await createAgency(db);
  await createPatientReferences(db);
  const owner = await cast.signIn('owner', Role.agency, [agencyId]);
  await cast.signIn('stranger', Role.agency, [await createAgency(db)]);
  await cast.signIn('caregiver', Role.caregiver, [agencyId]);
  patientId = await createPatient(db, agencyId);
  noteId = await createNote(db, { kind: 'patient', patientId }, owner.id, { signed: true });
  medicationId = await createMedication(db, patientId, owner.id);
  caregiverId = await createCaregiver(db, agencyId);
});

/** The refusals written for this person, newest first. */
const refusalsOf = (userId: number | null) =>
  context.db
    .select({
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      agencyId: auditLog.agencyId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'access.denied'),
        userId === null ? undefined : eq(auditLog.actorUserId, userId),
      ),
    )
    .orderBy(desc(auditLog.id));

describe('refused access to health information', () => {
  it('is audited when a record is not visible (404): who, which subject, which route', async () => {
    const { user, client } = cast.as('stranger');
    const calls = [
      [`/api/patients/${patientId}`, 'patient', patientId, '/api/patients/:patientId'],
      [`/api/notes/${noteId}`, 'note', noteId, '/api/notes/:id'],
      [`/api/notes/${patientId}/authors/list`, 'patient', patientId, '/api/notes/:id/authors/list'],
      [
        `/api/patients/${patientId}/mar?from=2026-01-01&to=2026-01-07`,
        'patient',
        patientId,
        '/api/patients/:patientId/mar',
      ],
      [
        `/api/caregivers/${caregiverId}/documents`,
        'caregiver',
        caregiverId,
        '/api/caregivers/:caregiverId/documents',
      ],
    ] as const;
    for (const [path, subjectType, id, route] of calls) {
      expect((await client.request(path)).status, path).toBe(404);
      const [entry] = await refusalsOf(user.id);
      expect(entry, path).toEqual({
        subjectType,
        subjectId: String(id),
        agencyId: null,
        details: { status: 404, method: 'GET', route, params: expect.any(Object) },
      });
    }
  });

  it('is audited when the role may not (403), even before the input is checked', async () => {
    const { user, client } = cast.as('caregiver');
    const response = await client.json(`/api/medications/${medicationId}`, 'PATCH', {});
    expect(response.status).toBe(403);
    const [entry] = await refusalsOf(user.id);
    expect(entry).toEqual({
      subjectType: 'medication',
      subjectId: String(medicationId),
      agencyId: null,
      details: {
        status: 403,
        method: 'PATCH',
        route: '/api/medications/:medicationId',
        params: { medicationId: String(medicationId) },
      },
    });
  });

  it('keeps the body, the query and anything but ids out of the entry', async () => {
    const { user, client } = cast.as('stranger');
    const secret = 'Diagnosed with something private';
    const response = await client.json(
      `/api/notes/${noteId}/append?q=${encodeURIComponent(secret)}`,
      'POST',
      {
        body: secret,
      },
    );
    expect(response.status).toBe(404);
    const [entry] = await refusalsOf(user.id);
    expect(entry?.subjectId).toBe(String(noteId));
    expect(JSON.stringify(entry)).not.toContain('private');
  });

  it('is not written for granted reads, nor for routes away from health information', async () => {
    const { user, client } = cast.as('owner');
    expect((await client.request(`/api/patients/${patientId}`)).status).toBe(200);
    expect((await client.request('/api/agencies/999999')).status).toBe(404);
    expect(await refusalsOf(user.id)).toEqual([]);
  });

  it('is not written for a caller who is not signed in (401): there is nobody to name', async () => {
    const before = (await refusalsOf(null)).length;
    const visitor = new BrowserClient(context.server);
    expect((await visitor.request(`/api/patients/${patientId}`)).status).toBe(401);
    expect(await refusalsOf(null)).toHaveLength(before);
  });
});
