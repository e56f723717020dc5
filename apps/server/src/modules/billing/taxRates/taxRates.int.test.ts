import {
  careDay,
  itemResponse,
  listResponse,
  percentToThousandths,
  Role,
  type TaxRateAnswer,
  taxBreakdown,
  taxRateAnswerSchema,
  taxRateSchema,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../../../../test/browserClient.ts';
import { clientsByRole } from '../../../../test/factories/billing.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { auditLog, taxRates } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const visitor = () => new BrowserClient(server);
let clients: Map<Role, BrowserClient>;
let admin: BrowserClient;

beforeAll(async () => {
  clients = await clientsByRole(database.db, server);
  admin = clients.get(Role.admin) as BrowserClient;
});

async function rateOf(query: string): Promise<TaxRateAnswer> {
  const response = await visitor().request(`/api/tax-rate?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await bodyOf(response, itemResponse(taxRateAnswerSchema))).data;
}

/** The tax on each price at a region's rate, in cents, each component rounded on its own. */
const taxOn = (rate: TaxRateAnswer, prices: readonly number[]) =>
  prices.map(
    (price) =>
      taxBreakdown(
        price,
        rate.components.map((c) => ({
          name: c.name,
          rateThousandths: percentToThousandths(c.percent),
        })),
      ).taxCents,
  );

/** A day `days` after today in the agencies' time zone. */
const dayFromToday = (days: number) => {
  const day = new Date(`${careDay()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

describe('the tax of a province, to the cent', () => {
  it('is Ontario’s 13 % HST', async () => {
    const ontario = await rateOf('country=CA&province=ON');
    expect(ontario).toStrictEqual({ components: [{ name: 'HST', percent: 13 }], total: 13 });
    // 13 % of 50 cents is 6.5 (half up to 7); of $49.00 is $6.37; of $149.00 is $19.37.
    expect(taxOn(ontario, [50, 4_900, 14_900, 4_990])).toStrictEqual([7, 637, 1_937, 649]);
  });

  it('is Quebec’s GST 5 % and QST 9.975 %, each rounded on its own', async () => {
    const quebec = await rateOf('country=CA&province=qc');
    expect(quebec).toStrictEqual({
      components: [
        { name: 'GST', percent: 5 },
        { name: 'QST', percent: 9.975 },
      ],
      total: 14.975,
    });
    // $49.90: GST 249.5 → 250, QST 497.75 → 498. $50.00: GST 250, QST 498.75 → 499.
    // 10 cents: GST 0.5 → 1, QST 0.9975 → 1.
    expect(taxOn(quebec, [4_990, 5_000, 10])).toStrictEqual([748, 749, 2]);
  });

  it('is Alberta’s GST 5 % alone', async () => {
    const alberta = await rateOf('country=CA&province=AB');
    expect(alberta).toStrictEqual({ components: [{ name: 'GST', percent: 5 }], total: 5 });
    // 5 % of 30 cents is 1.5 → 2; of 29 cents 1.45 → 1; of $49.00 $2.45.
    expect(taxOn(alberta, [30, 29, 4_900])).toStrictEqual([2, 1, 245]);
  });

  it('is a US state’s base rate, and nothing where the state levies none', async () => {
    expect((await rateOf('country=US&province=NY')).total).toBe(4);
    expect((await rateOf('country=US&province=NJ')).total).toBe(6.625);
    expect(await rateOf('country=US&province=OR')).toStrictEqual({ components: [], total: 0 });
  });
});

describe('rates over time', () => {
  it('answers with the rate in effect on the day asked about', async () => {
    expect((await rateOf('country=CA&province=NS&date=2025-03-31')).total).toBe(15);
    expect((await rateOf('country=CA&province=NS&date=2025-04-01')).total).toBe(14);
    expect((await rateOf('country=CA&province=NS')).total).toBe(14);
  });

  it('knows no rate before a region’s first one, nor an unknown region', async () => {
    expect(
      (await visitor().request('/api/tax-rate?country=US&province=NY&date=2024-12-31')).status,
    ).toBe(404);
    expect((await visitor().request('/api/tax-rate?country=CA&province=ZZ')).status).toBe(404);
    expect((await visitor().request('/api/tax-rate?country=ES&province=MD')).status).toBe(404);
  });

  it('refuses malformed questions with 422 on the field', async () => {
    const errors = async (query: string) =>
      Object.keys(await fieldErrorsOf(await visitor().request(`/api/tax-rate?${query}`)));
    expect(await errors('country=XX&province=ON')).toStrictEqual(['country']);
    expect(await errors('country=CA&province=ONT')).toStrictEqual(['province']);
    expect(await errors('country=CA&province=ON&date=2025-13-01')).toStrictEqual(['date']);
    expect(await errors('country=CA')).toStrictEqual(['province']);
  });

  it('adds a later rate without changing the answer for any earlier day', async () => {
    const from = dayFromToday(30);
    const response = await admin.json('/api/tax-rates', 'POST', {
      country: 'CA',
      province: 'PE',
      effectiveFrom: from,
      components: [{ name: 'HST', percent: 14.5 }],
      source: 'Test announcement',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await bodyOf(response, itemResponse(taxRateSchema))).data;
    expect(created).toMatchObject({ province: 'PE', effectiveFrom: from, total: 14.5 });

    expect((await rateOf('country=CA&province=PE')).total).toBe(15);
    expect((await rateOf(`country=CA&province=PE&date=${dayFromToday(29)}`)).total).toBe(15);
    expect((await rateOf(`country=CA&province=PE&date=${from}`)).total).toBe(14.5);
    expect((await rateOf('country=CA&province=PE&date=2020-01-01')).total).toBe(15);

    const audited = await database.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'billing.taxRate.created'),
          eq(auditLog.subjectId, String(created.id)),
        ),
      );
    expect(audited).toHaveLength(1);
  });

  it('refuses a rate from today or earlier, which could rewrite an invoice’s tax', async () => {
    const before = await database.db.select().from(taxRates);
    for (const effectiveFrom of [careDay(), '2020-01-01']) {
      const response = await admin.json('/api/tax-rates', 'POST', {
        country: 'CA',
        province: 'ON',
        effectiveFrom,
        components: [{ name: 'HST', percent: 15 }],
        source: 'Test',
      });
      expect(await fieldErrorsOf(response)).toStrictEqual({
        effectiveFrom: ['billing:validation.notInFuture'],
      });
      expect(response.status).toBe(422);
    }
    expect(await database.db.select().from(taxRates)).toHaveLength(before.length);
    expect((await rateOf('country=CA&province=ON')).total).toBe(13);
  });

  it('refuses a second rate from the same day, and bad components, with 422', async () => {
    const body = {
      country: 'CA',
      province: 'NB',
      effectiveFrom: dayFromToday(60),
      components: [{ name: 'HST', percent: 15 }],
      source: 'Test',
    };
    expect((await admin.json('/api/tax-rates', 'POST', body)).status).toBe(201);
    const again = await admin.json('/api/tax-rates', 'POST', body);
    expect(again.status).toBe(422);
    expect(await fieldErrorsOf(again)).toStrictEqual({
      effectiveFrom: ['billing:validation.dayTaken'],
    });

    const refused = async (change: object) =>
      Object.keys(
        await fieldErrorsOf(await admin.json('/api/tax-rates', 'POST', { ...body, ...change })),
      );
    expect(await refused({ components: [{ name: 'HST', percent: 9.9755 }] })).toStrictEqual([
      'components.0.percent',
    ]);
    expect(await refused({ components: [{ name: 'HST', percent: 101 }] })).toStrictEqual([
      'components.0.percent',
    ]);
    expect(
      await refused({
        components: [
          { name: 'GST', percent: 5 },
          { name: 'gst', percent: 5 },
        ],
      }),
    ).toStrictEqual(['components']);
    expect(await refused({ effectiveFrom: 'tomorrow' })).toStrictEqual(['effectiveFrom']);
    expect(await refused({ source: '' })).toStrictEqual(['source']);
  });
});

describe('the administrators’ list', () => {
  it('lists a region’s rates newest first', async () => {
    const response = await admin.request('/api/tax-rates?country=CA&province=NS');
    const { data } = await bodyOf(response, listResponse(taxRateSchema));
    expect(data.map((rate) => [rate.effectiveFrom, rate.total])).toStrictEqual([
      ['2025-04-01', 14],
      ['2010-07-01', 15],
    ]);
    expect(data[0]?.source).toContain('Nova Scotia');
  });

  it('is refused to every other role, and to visitors', async () => {
    expect((await visitor().request('/api/tax-rates')).status).toBe(401);
    expect((await visitor().json('/api/tax-rates', 'POST', {})).status).toBe(401);
    for (const [role, client] of clients) {
      if (role !== Role.admin) {
        expect((await client.request('/api/tax-rates')).status, Role.nameOf(role)).toBe(403);
        expect((await client.json('/api/tax-rates', 'POST', {})).status, Role.nameOf(role)).toBe(
          403,
        );
      }
    }
  });
});
