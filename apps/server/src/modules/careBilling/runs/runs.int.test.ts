import { type CareInvoiceRunDetail, Role, RoundingRule } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import {
  createBilledAssessment,
  createBillingCaregiver,
  createDayVisit,
  issueDrafts,
  linesOfRun,
  openEvvException,
  recordVisitChange,
  runInvoices,
} from '../../../../test/factories/careInvoiceRuns.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createPayer } from '../../../../test/factories/organisations.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { assessments, auditLog, careInvoiceRuns, careInvoices } from '../../../db/schema/index.ts';
import { invoiceRunSweepJob } from '../index.ts';

const { database, server } = useTestServer();
const september = { periodStart: '2026-09-01', periodEnd: '2026-10-01' };

async function client(role: Role, agencyIds: number[] = []): Promise<BrowserClient> {
  const user = await createUser(database.db, { role, agencyIds });
  return signedInClient(server, user.email, user.password);
}

async function useRounding(owner: BrowserClient, agencyId: number, roundingRule: RoundingRule) {
  const response = await owner.json(`/api/agencies/${agencyId}/billing-settings`, 'PUT', {
    roundingRule,
    incrementMinutes: 15,
    invoiceSchedule: 2,
    invoicePrefix: 'RUN-',
    paymentTermsDays: 30,
    taxRegistrationNumber: null,
    chargesSalesTax: false,
  });
  expect(response.status).toBe(200);
}

describe('a run over a month of hourly visits', () => {
  let agencyId: number;
  let owner: BrowserClient;
  let agent: BrowserClient;
  let visits: Record<'seven' | 'eight' | 'twentyTwo' | 'twentyThree' | 'none', number>;
  let august: number;

  beforeAll(async () => {
    agencyId = await createAgency(database.db);
    owner = await client(Role.agency, [agencyId]);
    agent = await client(Role.agencyAgent, [agencyId]);
    const caregiverId = await createBillingCaregiver(database.db, agencyId);
    const { assessmentId } = await createBilledAssessment(database.db, agencyId, {
      rateCents: 3000,
      rateUnit: 'hour',
    });
    const visit = (day: string, minutes: number) =>
      createDayVisit(database.db, assessmentId, caregiverId, {
        day,
        from: '09:00',
        to: '11:00',
        minutes,
      });
    // Edge minutes of a 15-minute increment: 60+7, 60+8, 60+22, 60+23, and a visit of 0.
    visits = {
      seven: await visit('2026-09-01', 67),
      eight: await visit('2026-09-08', 68),
      twentyTwo: await visit('2026-09-15', 82),
      twentyThree: await visit('2026-09-30', 83),
      none: await visit('2026-09-22', 0),
    };
    august = await visit('2026-08-31', 60);
  });

  const billedMinutes = async (run: CareInvoiceRunDetail) =>
    Object.fromEntries(
      (await linesOfRun(database.db, run.id)).map((line) => [line.shiftId, line.quantity]),
    );

  it('bills each verified visit once at the nearest 15 minutes, half-up to the cent', async () => {
    const run = await runInvoices(agent, { agencyId, ...september });
    expect(run.processedVisits).toBe(run.totalVisits);
    expect(await billedMinutes(run)).toEqual({
      [visits.seven]: 60,
      [visits.eight]: 75,
      [visits.twentyTwo]: 75,
      [visits.twentyThree]: 90,
      [visits.none]: 0,
    });
    const lines = await linesOfRun(database.db, run.id);
    expect(lines.map((line) => line.amountCents)).toEqual([3000, 3750, 3750, 0, 4500]);
    expect(lines.some((line) => line.shiftId === august)).toBe(false);
    expect(run.drafts).toHaveLength(1);
    expect(run.totals).toEqual([
      { recipient: 'payer', invoices: 0, totalCents: 0 },
      { recipient: 'patient', invoices: 1, totalCents: 15_000 },
    ]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'careBilling.run.started'), eq(auditLog.subjectId, String(run.id))),
      );
    expect(audit?.agencyId).toBe(agencyId);
  });

  it('a re-run of the period rounds by the new rule and replaces the drafts', async () => {
    const before = await runInvoices(agent, { agencyId, ...september });
    await useRounding(owner, agencyId, RoundingRule.up);
    const up = await runInvoices(agent, { agencyId, ...september });
    expect(await billedMinutes(up)).toEqual({
      [visits.seven]: 75,
      [visits.eight]: 75,
      [visits.twentyTwo]: 90,
      [visits.twentyThree]: 90,
      [visits.none]: 0,
    });
    const left = await database.db
      .select()
      .from(careInvoices)
      .where(eq(careInvoices.runId, before.id));
    expect(left).toHaveLength(0);

    await useRounding(owner, agencyId, RoundingRule.down);
    const down = await runInvoices(agent, { agencyId, ...september });
    expect(await billedMinutes(down)).toEqual({
      [visits.seven]: 60,
      [visits.eight]: 60,
      [visits.twentyTwo]: 75,
      [visits.twentyThree]: 75,
      [visits.none]: 0,
    });
  });

  it('once issued, nothing is billed twice, and a visit changed since is an exception', async () => {
    const latest = await runInvoices(agent, { agencyId, ...september });
    await issueDrafts(database.db, latest.id);
    await recordVisitChange(database.db, agencyId, visits.eight);
    const again = await runInvoices(agent, { agencyId, ...september });
    expect(again.drafts).toEqual([]);
    expect(again.exceptions.map(({ shiftId, reasons }) => ({ shiftId, reasons }))).toEqual([
      { shiftId: visits.eight, reasons: ['editedAfterBilling'] },
    ]);
    const issued = await database.db
      .select()
      .from(careInvoices)
      .where(eq(careInvoices.runId, latest.id));
    expect(issued.map((invoice) => invoice.status)).toEqual(['issued']);
  });
});

describe('rates per visit and per day', () => {
  it('bills a visit rate per visit and a day rate once per day of care', async () => {
    const agencyId = await createAgency(database.db);
    const agent = await client(Role.agencyAgent, [agencyId]);
    const caregiverId = await createBillingCaregiver(database.db, agencyId);
    const perVisit = await createBilledAssessment(database.db, agencyId, {
      rateCents: 4500,
      rateUnit: 'visit',
    });
    const perDay = await createBilledAssessment(database.db, agencyId, {
      rateCents: 28_000,
      rateUnit: 'day',
    });
    const visit = (assessmentId: number, day: string, from: string, to: string) =>
      createDayVisit(database.db, assessmentId, caregiverId, { day, from, to, minutes: 50 });
    await visit(perVisit.assessmentId, '2026-09-02', '08:00', '09:00');
    await visit(perVisit.assessmentId, '2026-09-03', '08:00', '09:00');
    await visit(perDay.assessmentId, '2026-09-02', '10:00', '12:00');
    await visit(perDay.assessmentId, '2026-09-02', '14:00', '16:00');
    await visit(perDay.assessmentId, '2026-09-04', '10:00', '12:00');

    const run = await runInvoices(agent, { agencyId, ...september });
    const lines = await linesOfRun(database.db, run.id);
    const of = (assessmentId: number) =>
      lines
        .filter((line) => line.assessmentId === assessmentId)
        .map(({ kind, serviceDate, quantity, quantityUnit, amountCents }) => ({
          kind,
          serviceDate,
          quantity,
          quantityUnit,
          amountCents,
        }));
    expect(of(perVisit.assessmentId)).toEqual([
      {
        kind: 'visit',
        serviceDate: '2026-09-02',
        quantity: 1,
        quantityUnit: 'visits',
        amountCents: 4500,
      },
      {
        kind: 'visit',
        serviceDate: '2026-09-03',
        quantity: 1,
        quantityUnit: 'visits',
        amountCents: 4500,
      },
    ]);
    expect(of(perDay.assessmentId)).toEqual([
      {
        kind: 'day',
        serviceDate: '2026-09-02',
        quantity: 1,
        quantityUnit: 'days',
        amountCents: 28_000,
      },
      {
        kind: 'day',
        serviceDate: '2026-09-04',
        quantity: 1,
        quantityUnit: 'days',
        amountCents: 28_000,
      },
    ]);
    await issueDrafts(database.db, run.id);
    const again = await runInvoices(agent, { agencyId, ...september });
    expect(again.drafts).toEqual([]);
  });
});

describe('split billing', () => {
  it("puts each visit on the payer's and the patient's invoice, summing to the cent", async () => {
    const agencyId = await createAgency(database.db);
    const agent = await client(Role.agencyAgent, [agencyId]);
    const payerId = await createPayer(database.db);
    const caregiverId = await createBillingCaregiver(database.db, agencyId);
    const { assessmentId, patientId } = await createBilledAssessment(database.db, agencyId, {
      rateCents: 3333,
      rateUnit: 'hour',
      billTo: 'split',
      payerId,
      payerShareBasisPoints: 6250,
    });
    const minutes = [45, 75, 105];
    for (const [index, length] of minutes.entries()) {
      await createDayVisit(database.db, assessmentId, caregiverId, {
        day: `2026-09-1${index}`,
        from: '09:00',
        to: '11:00',
        minutes: length,
      });
    }
    const run = await runInvoices(agent, { agencyId, ...september });
    expect(
      run.drafts.map(({ recipient, payer, patient }) => ({ recipient, payer, patient })),
    ).toEqual(
      expect.arrayContaining([
        {
          recipient: 'payer',
          payer: expect.objectContaining({ id: payerId }),
          patient: expect.objectContaining({ id: patientId }),
        },
        { recipient: 'patient', payer: null, patient: expect.objectContaining({ id: patientId }) },
      ]),
    );
    const lines = await linesOfRun(database.db, run.id);
    // 45 min of 33.33 = 24.9975 → 25.00; 62.5 % is 15.625 → 15.63 to the payer, 9.37 the rest.
    const shiftIds = [...new Set(lines.map((line) => line.shiftId))];
    const charges = [2500, 4166, 5833];
    for (const [index, shiftId] of shiftIds.entries()) {
      const payer = lines.find((line) => line.shiftId === shiftId && line.recipient === 'payer');
      const patient = lines.find(
        (line) => line.shiftId === shiftId && line.recipient === 'patient',
      );
      expect(payer?.shareBasisPoints).toBe(6250);
      expect(patient?.shareBasisPoints).toBe(3750);
      expect((payer?.amountCents ?? 0) + (patient?.amountCents ?? 0)).toBe(charges[index]);
    }
    expect(lines.find((line) => line.recipient === 'payer')?.amountCents).toBe(1563);
  });
});

describe('visits that cannot be billed', () => {
  it('are listed with every reason, and never billed silently', async () => {
    const agencyId = await createAgency(database.db);
    const agent = await client(Role.agencyAgent, [agencyId]);
    const caregiverId = await createBillingCaregiver(database.db, agencyId);
    const priced = await createBilledAssessment(database.db, agencyId, { rateCents: 3000 });
    const unpriced = await createBilledAssessment(database.db, agencyId, { rateCents: 3000 });
    await database.db
      .update(assessments)
      .set({ rateCents: null, rateUnit: null })
      .where(eq(assessments.id, unpriced.assessmentId));
    const visit = (assessmentId: number, day: string, minutes: number | null) =>
      createDayVisit(database.db, assessmentId, caregiverId, {
        day,
        from: '09:00',
        to: '10:00',
        minutes,
      });
    const noCheckOut = await visit(priced.assessmentId, '2026-09-02', null);
    const outOfFence = await visit(priced.assessmentId, '2026-09-03', 60);
    await openEvvException(database.db, agencyId, outOfFence);
    const noRateNoCheckOut = await visit(unpriced.assessmentId, '2026-09-04', null);
    const fine = await visit(priced.assessmentId, '2026-09-05', 60);
    const missed = await createDayVisit(database.db, priced.assessmentId, caregiverId, {
      day: '2026-09-06',
      from: '09:00',
      to: '10:00',
      minutes: null,
      checkedIn: false,
    });

    const run = await runInvoices(agent, { agencyId, ...september });
    expect(run.exceptions.map(({ shiftId, reasons }) => ({ shiftId, reasons }))).toEqual([
      { shiftId: noCheckOut, reasons: ['missingCheckOut'] },
      { shiftId: outOfFence, reasons: ['unverified'] },
      { shiftId: noRateNoCheckOut, reasons: ['missingCheckOut', 'noRate'] },
    ]);
    const [first] = run.exceptions;
    expect(first?.caregiver?.id).toBe(caregiverId);
    expect(first?.patient.id).toBe(priced.patientId);
    expect(first?.checkedInAt).not.toBeNull();
    expect(first?.checkedOutAt).toBeNull();
    expect(run.exceptionCount).toBe(3);
    const billed = (await linesOfRun(database.db, run.id)).map((line) => line.shiftId);
    expect(billed).toEqual([fine]);
    expect(billed).not.toContain(missed);
  });
});

describe('who may run invoices, and for which period', () => {
  let maple: number;
  let runId: number;
  let ownerMaple: BrowserClient;
  let ownerCedar: BrowserClient;
  let admin: BrowserClient;

  beforeAll(async () => {
    maple = await createAgency(database.db);
    const cedar = await createAgency(database.db);
    ownerMaple = await client(Role.agency, [maple]);
    ownerCedar = await client(Role.agency, [cedar]);
    admin = await client(Role.admin);
    runId = (await runInvoices(ownerMaple, { agencyId: maple, ...september })).id;
  });

  it('refuses a period that ends before it starts, runs over 62 days or is not over', async () => {
    const start = (periodStart: string, periodEnd: string) =>
      ownerMaple.json('/api/invoice-runs', 'POST', { agencyId: maple, periodStart, periodEnd });
    expect(Object.keys(await expectFieldErrors(await start('2026-09-01', '2026-09-01')))).toEqual([
      'periodEnd',
    ]);
    expect(Object.keys(await expectFieldErrors(await start('2026-06-01', '2026-08-03')))).toEqual([
      'periodEnd',
    ]);
    expect(Object.keys(await expectFieldErrors(await start('2026-11-01', '2027-01-01')))).toEqual([
      'periodEnd',
    ]);
    const listed = await expectBody<{ meta: { total: number } }>(
      await ownerMaple.request('/api/invoice-runs'),
      200,
    );
    expect(listed.meta.total).toBe(1);
  });

  it("lists the agency's runs, newest first, and an admin names the agency", async () => {
    const own = await expectBody<{ data: { id: number }[] }>(
      await ownerMaple.request('/api/invoice-runs'),
      200,
    );
    expect(own.data.map((run) => run.id)).toEqual([runId]);
    const forAdmin = await expectBody<{ data: { id: number }[] }>(
      await admin.request(`/api/invoice-runs?agencyId=${maple}`),
      200,
    );
    expect(forAdmin.data.map((run) => run.id)).toEqual([runId]);
    expect((await admin.request(`/api/invoice-runs/${runId}`)).status).toBe(200);
  });

  it("another agency's runs answer 404, and other roles 403", async () => {
    expect((await ownerCedar.request(`/api/invoice-runs/${runId}`)).status).toBe(404);
    expect((await ownerCedar.request(`/api/invoice-runs?agencyId=${maple}`)).status).toBe(404);
    const foreign = await ownerCedar.json('/api/invoice-runs', 'POST', {
      agencyId: maple,
      ...september,
    });
    expect(foreign.status).toBe(404);
    for (const role of [Role.user, Role.caregiver]) {
      const outsider = await client(role, role === Role.caregiver ? [maple] : []);
      expect((await outsider.request(`/api/invoice-runs/${runId}`)).status).toBe(403);
      expect((await outsider.request('/api/invoice-runs')).status).toBe(403);
      const started = await outsider.json('/api/invoice-runs', 'POST', {
        agencyId: maple,
        ...september,
      });
      expect(started.status).toBe(403);
    }
    expect((await admin.request('/api/invoice-runs/2000000')).status).toBe(404);
  });
});

describe('a run no node is working on', () => {
  it('is taken up by the sweep: left queued, or stopped midway', async () => {
    const agencyId = await createAgency(database.db);
    const caregiverId = await createBillingCaregiver(database.db, agencyId);
    const { assessmentId } = await createBilledAssessment(database.db, agencyId, {
      rateCents: 3000,
      rateUnit: 'hour',
    });
    const shiftId = await createDayVisit(database.db, assessmentId, caregiverId, {
      day: '2026-09-09',
      from: '09:00',
      to: '10:00',
      minutes: 60,
    });
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const [queued, stalled] = await database.db
      .insert(careInvoiceRuns)
      .values([
        { agencyId, ...september, createdAt: longAgo },
        { agencyId, ...september, status: 'running', createdAt: longAgo, heartbeatAt: longAgo },
      ])
      .returning({ id: careInvoiceRuns.id });
    const swept = await invoiceRunSweepJob.run({
      db: database.db,
      log: server.app.log,
      broadcaster: server.app.broadcaster,
      mail: server.app.mail,
      now: new Date(),
    });
    expect(swept).toBe(2);
    const runs = await database.db
      .select({ id: careInvoiceRuns.id, status: careInvoiceRuns.status })
      .from(careInvoiceRuns)
      .where(eq(careInvoiceRuns.agencyId, agencyId))
      .orderBy(careInvoiceRuns.id);
    expect(runs).toEqual([
      { id: queued?.id, status: 'finished' },
      { id: stalled?.id, status: 'finished' },
    ]);
    // The second replaced the first's drafts: the visit is on one draft.
    const lines = await linesOfRun(database.db, stalled?.id ?? 0);
    expect(lines.map((line) => line.shiftId)).toEqual([shiftId]);
    expect(await linesOfRun(database.db, queued?.id ?? 0)).toEqual([]);
  });
});
