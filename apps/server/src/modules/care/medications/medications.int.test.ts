import { itemResponse, MedicationValidation, medicationSchema, Role } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../../test/factories/identity.ts';
import { medicationInput } from '../../../../test/factories/medications.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let owner: TestUser;
let agency: BrowserClient;
let patientId: number;

const medicationResponse = itemResponse(medicationSchema);
const medicationList = z.object({ data: z.array(medicationSchema) });

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  owner = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  agency = await signedInClient(server, owner.email, owner.password);
  patientId = await createPatient(database.db, agencyId);
});

const create = (body: unknown) =>
  agency.json(`/api/patients/${patientId}/medications`, 'POST', body);

describe('medications', () => {
  it('are added with their schedule, times sorted, and listed (the read audited)', async () => {
    const response = await create(
      medicationInput({ name: 'Donepezil', times: ['20:00', '08:00'], weekDays: [3, 1] }),
    );
    expect(response.status).toBe(201);
    const { data } = await bodyOf(response, medicationResponse);
    expect(data).toMatchObject({
      name: 'Donepezil',
      times: ['08:00', '20:00'],
      weekDays: [1, 3],
      prn: false,
      discontinuedAt: null,
    });
    const list = await bodyOf(
      await agency.request(`/api/patients/${patientId}/medications`),
      medicationList,
    );
    expect(list.data.map((m) => m.id)).toContain(data.id);
    const audited = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'medication.listed'), eq(auditLog.actorUserId, owner.id)));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('refuse a bad schedule field by field, never a server error', async () => {
    const response = await create({
      ...medicationInput({ times: ['8am', '20:00', '20:00'], endDate: '2000-01-01' }),
      route: 99,
      timeZone: 'Mars/Olympus',
    });
    expect(response.status).toBe(422);
    const errors = await fieldErrorsOf(response);
    expect(Object.keys(errors).sort()).toEqual(['route', 'timeZone', 'times.0']);
    const noTimes = await fieldErrorsOf(await create(medicationInput({ times: [] })));
    expect(noTimes.times).toEqual([MedicationValidation.timesRequired]);
    const backwards = await fieldErrorsOf(
      await create(medicationInput({ startDate: '2030-01-02', endDate: '2030-01-01' })),
    );
    expect(backwards.endDate).toEqual([MedicationValidation.endDateAfterStartDate]);
  });

  it('an as-needed medication keeps no dose times', async () => {
    const { data } = await bodyOf(
      await create(medicationInput({ prn: true, times: ['08:00'] })),
      medicationResponse,
    );
    expect(data).toMatchObject({ prn: true, times: [] });
  });

  it('are changed while current, then discontinued with a reason, and kept', async () => {
    const { data } = await bodyOf(await create(medicationInput()), medicationResponse);
    const changed = await agency.json(
      `/api/medications/${data.id}`,
      'PATCH',
      medicationInput({ dose: '50 mg' }),
    );
    expect((await bodyOf(changed, medicationResponse)).data.dose).toBe('50 mg');

    const noReason = await agency.json(`/api/medications/${data.id}/discontinue`, 'POST', {});
    expect(Object.keys(await fieldErrorsOf(noReason))).toEqual(['reason']);
    const stopped = await agency.json(`/api/medications/${data.id}/discontinue`, 'POST', {
      reason: 'Replaced by a patch.',
    });
    expect((await bodyOf(stopped, medicationResponse)).data).toMatchObject({
      discontinuedBy: { id: owner.id },
      discontinuedReason: 'Replaced by a patch.',
    });

    const again = await agency.json(`/api/medications/${data.id}/discontinue`, 'POST', {
      reason: 'Twice',
    });
    const edited = await agency.json(`/api/medications/${data.id}`, 'PATCH', medicationInput());
    expect([again.status, edited.status]).toEqual([409, 409]);
    const list = await bodyOf(
      await agency.request(`/api/patients/${patientId}/medications`),
      medicationList,
    );
    expect(list.data.at(-1)?.id).toBe(data.id);
  });

  it('an unknown patient or medication is 404', async () => {
    const unknownPatient = await agency.request('/api/patients/999999/medications');
    const unknownMedication = await agency.json(
      '/api/medications/999999',
      'PATCH',
      medicationInput(),
    );
    expect([unknownPatient.status, unknownMedication.status]).toEqual([404, 404]);
  });
});
