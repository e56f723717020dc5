import { Role } from '@hearth/domain';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createShift, createShiftAgency } from '../../../../test/factories/shifts.ts';
import {
  createVisitsReportWorld,
  type VisitsReportWorld,
} from '../../../../test/factories/visitsReportWorld.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const march = { from: '2026-03-01', to: '2026-03-31' };

let world: VisitsReportWorld;
let owner: BrowserClient;

beforeAll(async () => {
  world = await createVisitsReportWorld(database.db);
  owner = await signedInClient(server, world.owner.email, world.owner.password);
});

const exportOf = (client: BrowserClient, body: object) =>
  client.json('/api/reports/visits/export', 'POST', body);

/** The audit rows of the exports a user took, newest first. */
const exportsAuditedFor = (userId: number) =>
  database.db
    .select({
      subjectId: auditLog.subjectId,
      agencyId: auditLog.agencyId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'report.exported'), eq(auditLog.actorUserId, userId)))
    .orderBy(desc(auditLog.id));

describe('a report as CSV', () => {
  it("downloads the filter's visits, a header row of words, cells as a spreadsheet reads them", async () => {
    const response = await exportOf(owner, { filter: march, format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="visits-2026-03-01-to-2026-03-31.csv"',
    );
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(
      'Day,Patient,Caregiver,Planned start,Planned end,Checked in at,Checked out at,Status,Late,Open exceptions',
    );
    expect(lines[1]).toBe(
      `2026-03-01,${world.patientName},Grace Hopper,2026-03-02T04:30:00.000Z,2026-03-02T05:30:00.000Z,2026-03-02T04:31:00.000Z,,scheduled,no,0`,
    );
    expect(lines[3]).toContain(',completed,yes,0');
    expect(lines[4]).toContain(',,,missed,no,1');
    expect(lines[5]).toContain('Beatriz Abbott,Grace Hopper');
  });

  it('follows the sort asked', async () => {
    const response = await exportOf(owner, { filter: march, sort: 'patient', format: 'csv' });
    const lines = (await response.text()).trim().split('\n');
    expect(lines[1]).toContain('Beatriz Abbott');
  });

  it('audits who exported which report, its filter, rows and patients, before sending', async () => {
    const filter = { ...march, status: 'completed' };
    const response = await exportOf(owner, { filter, format: 'csv' });
    expect(response.status).toBe(200);
    const [entry] = await exportsAuditedFor(world.owner.id);
    expect(entry).toStrictEqual({
      subjectId: 'visits',
      agencyId: world.agencyId,
      details: {
        format: 'csv',
        filter,
        sort: null,
        rowCount: 3,
        patientIds: [world.patientId, world.regional.patientId].sort((a, b) => a - b),
      },
    });
  });
});

describe('a report as XLSX', () => {
  it('opens in the same library with typed cells: dates, the agency clock, numbers, flags', async () => {
    const response = await exportOf(owner, { filter: march, format: 'xlsx' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="visits-2026-03-01-to-2026-03-31.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('visits');
    if (sheet === undefined) {
      throw new Error('the workbook has no visits sheet');
    }
    expect(sheet.rowCount).toBe(6);
    // The library counts cells from 1: its row's values start with an empty slot.
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toStrictEqual([
      'Day',
      'Patient',
      'Caregiver',
      'Planned start',
      'Planned end',
      'Checked in at',
      'Checked out at',
      'Status',
      'Late',
      'Open exceptions',
    ]);
    const lateNight = sheet.getRow(2);
    expect(lateNight.getCell(1).value).toStrictEqual(new Date('2026-03-01T00:00:00Z'));
    expect(lateNight.getCell(2).value).toBe(world.patientName);
    // 04:30 UTC on 2 March is 23:30 on 1 March by the agency's (Toronto's) clock.
    expect(lateNight.getCell(4).value).toStrictEqual(new Date('2026-03-01T23:30:00Z'));
    expect(lateNight.getCell(7).value).toBeNull();
    expect(lateNight.getCell(8).value).toBe('scheduled');
    expect(lateNight.getCell(9).value).toBe(false);
    expect(sheet.getRow(3).getCell(4).value).toStrictEqual(new Date('2026-03-02T09:00:00Z'));
    expect(sheet.getRow(4).getCell(9).value).toBe(true);
    expect(sheet.getRow(5).getCell(10).value).toBe(1);
  });
});

describe('what an export refuses', () => {
  it('refuses more rows than the export limit whole, saying to narrow the filters, unaudited', async () => {
    const busy = await createShiftAgency(database.db);
    for (let hour = 0; hour < 101; hour += 1) {
      const startsAt = new Date(Date.UTC(2026, 2, 2, hour));
      await createShift(database.db, busy.assessmentId, {
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      });
    }
    const busyOwner = await signedInClient(server, busy.owner.email, busy.owner.password);
    const response = await exportOf(busyOwner, { filter: march, format: 'xlsx' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: object };
    expect(body.errors).toStrictEqual({ export: ['admin:listExport.tooManyRows'] });
    expect(body.message).toContain('Narrow the filters');
    expect(await exportsAuditedFor(busy.owner.id)).toHaveLength(0);

    const narrowed = await exportOf(busyOwner, {
      filter: { from: '2026-03-02', to: '2026-03-03' },
      format: 'csv',
    });
    expect(narrowed.status).toBe(200);
  });

  it.each(['partner', 'partnerAgent'] as const)('refuses a %s with 403', async (name) => {
    const user = await createUser(database.db, {
      role: Role.values[name],
      partnerId: await createPartner(database.db),
    });
    const partner = await signedInClient(server, user.email, user.password);
    const response = await exportOf(partner, { filter: march, format: 'csv' });
    expect(response.status).toBe(403);
    expect(await exportsAuditedFor(user.id)).toHaveLength(0);
  });

  it('refuses a format it does not write and a bad filter with 422', async () => {
    const format = await exportOf(owner, { filter: march, format: 'pdf' });
    expect(format.status).toBe(422);
    const status = await exportOf(owner, { filter: { ...march, status: 'lost' }, format: 'csv' });
    expect(status.status).toBe(422);
    expect(Object.keys(((await status.json()) as { errors: object }).errors)).toStrictEqual([
      'filter.status',
    ]);
  });
});
