import {
  type CareBillingSettings,
  type CareBillingSettingsWrite,
  InvoiceSchedule,
  Role,
  RoundingRule,
} from '@hearth/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let maple: number;
let cedar: number;
let admin: BrowserClient;
let ownerMaple: BrowserClient;
let agentMaple: BrowserClient;
let ownerCedar: BrowserClient;
let family: BrowserClient;
let caregiverMaple: BrowserClient;

const pathOf = (agencyId: number) => `/api/agencies/${agencyId}/billing-settings`;

const wanted: CareBillingSettingsWrite = {
  roundingRule: RoundingRule.up,
  incrementMinutes: 6,
  invoiceSchedule: InvoiceSchedule.advance,
  invoicePrefix: 'MHC-',
  paymentTermsDays: 15,
  taxRegistrationNumber: '123456789RT0001',
  chargesSalesTax: true,
};

async function client(role: Role, agencyIds: number[] = []): Promise<BrowserClient> {
  const user = await createUser(database.db, { role, agencyIds });
  return signedInClient(server, user.email, user.password);
}

async function settingsAuditOf(agencyId: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'careBilling.settings.updated'),
        eq(auditLog.subjectId, String(agencyId)),
      ),
    )
    .orderBy(desc(auditLog.id));
}

beforeAll(async () => {
  maple = await createAgency(database.db, 'maple home care');
  cedar = await createAgency(database.db, '  ');
  admin = await client(Role.admin);
  ownerMaple = await client(Role.agency, [maple]);
  agentMaple = await client(Role.agencyAgent, [maple]);
  ownerCedar = await client(Role.agency, [cedar]);
  family = await client(Role.user);
  caregiverMaple = await client(Role.caregiver, [maple]);
});

describe('an agency that never saved its billing settings', () => {
  it('bills by the defaults, numbered from its initials', async () => {
    const { data } = await expectBody<{ data: CareBillingSettings }>(
      await agentMaple.request(pathOf(maple)),
      200,
    );
    expect(data).toEqual({
      agencyId: maple,
      saved: false,
      roundingRule: RoundingRule.nearestIncrement,
      incrementMinutes: 15,
      invoiceSchedule: InvoiceSchedule.incurred,
      invoicePrefix: 'MHC-',
      paymentTermsDays: 30,
      taxRegistrationNumber: null,
      chargesSalesTax: false,
    });
  });

  it('numbers from INV- when its name has no letter or digit to take', async () => {
    const { data } = await expectBody<{ data: CareBillingSettings }>(
      await ownerCedar.request(pathOf(cedar)),
      200,
    );
    expect(data.invoicePrefix).toBe('INV-');
  });
});

describe('changing the billing settings', () => {
  it('the owner saves them, and the change and what changed are audited together', async () => {
    const saved = await expectBody<{ data: CareBillingSettings }>(
      await ownerMaple.json(pathOf(maple), 'PUT', wanted),
      200,
    );
    expect(saved.data).toEqual({ agencyId: maple, saved: true, ...wanted });
    const read = await expectBody<{ data: CareBillingSettings }>(
      await agentMaple.request(pathOf(maple)),
      200,
    );
    expect(read.data).toEqual(saved.data);

    const [entry] = await settingsAuditOf(maple);
    expect(entry?.agencyId).toBe(maple);
    expect(entry?.details).toEqual({
      changes: {
        roundingRule: { from: RoundingRule.nearestIncrement, to: RoundingRule.up },
        incrementMinutes: { from: 15, to: 6 },
        invoiceSchedule: { from: InvoiceSchedule.incurred, to: InvoiceSchedule.advance },
        paymentTermsDays: { from: 30, to: 15 },
        taxRegistrationNumber: { from: null, to: '123456789RT0001' },
        chargesSalesTax: { from: false, to: true },
      },
    });
  });

  it('an admin changes any agency, and a blank tax number is stored as none', async () => {
    const { data } = await expectBody<{ data: CareBillingSettings }>(
      await admin.json(pathOf(maple), 'PUT', { ...wanted, taxRegistrationNumber: '  ' }),
      200,
    );
    expect(data.taxRegistrationNumber).toBeNull();
    const [entry] = await settingsAuditOf(maple);
    expect(entry?.details).toEqual({
      changes: { taxRegistrationNumber: { from: '123456789RT0001', to: null } },
    });
  });

  it('refuses bad input field by field, and changes nothing', async () => {
    const before = await settingsAuditOf(maple);
    const errors = await expectFieldErrors(
      await ownerMaple.json(pathOf(maple), 'PUT', {
        ...wanted,
        roundingRule: 7,
        incrementMinutes: 61,
        invoiceSchedule: 0,
        invoicePrefix: 'MHC/2026',
        paymentTermsDays: 121,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'incrementMinutes',
      'invoicePrefix',
      'invoiceSchedule',
      'paymentTermsDays',
      'roundingRule',
    ]);
    const zero = await expectFieldErrors(
      await ownerMaple.json(pathOf(maple), 'PUT', { ...wanted, incrementMinutes: 0 }),
    );
    expect(Object.keys(zero)).toEqual(['incrementMinutes']);
    expect(await settingsAuditOf(maple)).toHaveLength(before.length);
  });
});

describe('who may see and change them', () => {
  it('an agent reads but may not change them', async () => {
    const response = await agentMaple.json(pathOf(maple), 'PUT', wanted);
    expect(response.status).toBe(403);
  });

  it('roles outside the agency are refused', async () => {
    for (const outsider of [family, caregiverMaple]) {
      expect((await outsider.request(pathOf(maple))).status).toBe(403);
      expect((await outsider.json(pathOf(maple), 'PUT', wanted)).status).toBe(403);
    }
  });

  it("another agency's settings answer 404, read or written", async () => {
    expect((await ownerCedar.request(pathOf(maple))).status).toBe(404);
    const before = await settingsAuditOf(maple);
    expect((await ownerCedar.json(pathOf(maple), 'PUT', wanted)).status).toBe(404);
    expect(await settingsAuditOf(maple)).toHaveLength(before.length);
  });

  it('an agency that does not exist answers 404, even to an admin', async () => {
    expect((await admin.request(pathOf(2_000_000))).status).toBe(404);
  });
});
