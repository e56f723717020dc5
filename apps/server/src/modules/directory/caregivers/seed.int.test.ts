import { CaregiverStatus, canMoveCaregiver, INITIAL_CAREGIVER_STATUS } from '@hearth/domain';
import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../../test/harness.ts';
import {
  agencies,
  caregiverAvailability,
  caregiverStatusChanges,
  caregivers,
} from '../../../db/schema/index.ts';

const demo = useSeededDemo();

type Summary = {
  id: number;
  status: string;
  agency: { id: number };
  documentAlerts: { expired: number; expiringSoon: number };
};

describe('demo caregivers', () => {
  it('are fifty, in every status, spread over every agency, with weekly hours', async () => {
    const rows = await demo.db
      .select({ id: caregivers.id, status: caregivers.status, agencyId: caregivers.agencyId })
      .from(caregivers);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'hired', 'notHired', 'offBoarded']),
    );
    const agencyCount = (await demo.db.select({ n: count() }).from(agencies))[0]?.n;
    expect(new Set(rows.map((row) => row.agencyId)).size).toBe(agencyCount);
    const hours = await demo.db
      .selectDistinct({ id: caregiverAvailability.caregiverId })
      .from(caregiverAvailability);
    expect(hours).toHaveLength(50);
  });

  it('reached their status along the transition table, each step on record', async () => {
    const steps = await demo.db
      .select()
      .from(caregiverStatusChanges)
      .orderBy(asc(caregiverStatusChanges.caregiverId), asc(caregiverStatusChanges.changedAt));
    const current = new Map(
      (await demo.db.select().from(caregivers)).map((row) => [row.id, row.status]),
    );
    const byCaregiver = new Map<number, (typeof steps)[number][]>();
    for (const step of steps) {
      byCaregiver.set(step.caregiverId, [...(byCaregiver.get(step.caregiverId) ?? []), step]);
    }
    expect(byCaregiver.size).toBe(50);
    for (const [id, history] of byCaregiver) {
      const [first, ...rest] = history;
      expect(first).toMatchObject({ fromStatus: null, toStatus: INITIAL_CAREGIVER_STATUS });
      let at = first?.toStatus;
      for (const { fromStatus, toStatus, reason } of rest) {
        expect(fromStatus).toBe(at);
        const legal =
          CaregiverStatus.isCode(fromStatus) &&
          CaregiverStatus.isCode(toStatus) &&
          canMoveCaregiver(fromStatus, toStatus);
        expect(legal, `${fromStatus} → ${toStatus}`).toBe(true);
        expect(reason).not.toBeNull();
        at = toStatus;
      }
      expect(at).toBe(current.get(id));
    }
  });

  it("give the demo agency's staff documents to renew", async () => {
    const owner = await demo.signIn('agency@demo.hearth.test');
    const response = await owner.request('/api/caregivers?perPage=100');
    const body = (await response.json()) as { data: Summary[] };
    expect(body.data.length).toBeGreaterThanOrEqual(15);
    const soon = body.data.filter((row) => row.documentAlerts.expiringSoon > 0);
    const expired = body.data.filter((row) => row.documentAlerts.expired > 0);
    expect(soon.length).toBeGreaterThanOrEqual(2);
    expect(expired.length).toBeGreaterThanOrEqual(1);
  });

  it('include the demo caregiver’s own profile, which they can open', async () => {
    const caregiver = await demo.signIn('caregiver@demo.hearth.test');
    const response = await caregiver.request('/api/caregivers');
    const body = (await response.json()) as { data: Summary[]; meta: { total: number } };
    expect(body.meta.total).toBe(1);
    const [own] = body.data;
    expect(own?.status).toBe('hired');
    const detail = await caregiver.request(`/api/caregivers/${own?.id}`);
    expect(detail.status).toBe(200);
    const { data } = (await detail.json()) as { data: { user: { email: string } | null } };
    expect(data.user?.email).toBe('caregiver@demo.hearth.test');
  });
});
