import type { FamilyVisit, MyCarePatient } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../test/harness.ts';

const demo = useSeededDemo();

describe('the demo family', () => {
  it('follows a client with visits past and to come, checked in, and notes for anyone', async () => {
    const family = await demo.signIn('user@demo.hearth.test');
    const patients = (await (await family.request('/api/my-care/patients')).json()) as {
      data: MyCarePatient[];
    };
    expect(patients.data.length).toBeGreaterThanOrEqual(1);
    const visitsOf = async (patientId: number, when: string) =>
      (
        (await (
          await family.request(`/api/my-care/patients/${patientId}/visits?when=${when}`)
        ).json()) as { data: FamilyVisit[] }
      ).data;
    const followed = [];
    for (const patient of patients.data) {
      const upcoming = await visitsOf(patient.id, 'upcoming');
      const past = await visitsOf(patient.id, 'past');
      if (upcoming.length > 0 && past.some((visit) => visit.state === 'checkedOut')) {
        followed.push(patient.id);
      }
    }
    expect(followed).toHaveLength(1);
    const notes = (await (
      await family.request(`/api/my-care/patients/${followed[0]}/notes`)
    ).json()) as { data: unknown[] };
    expect(notes.data.length).toBeGreaterThan(0);
  });
});
