import { type Caregiver, caregiverWriteSchema } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { TIME_CHOICES } from '../../components/WeekRangeFields.tsx';
import { emptyCaregiver, isFormField, toFormValues } from './formValues.ts';

const saved: Caregiver = {
  id: 7,
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'rosa@example.test',
  phone: null,
  status: 'hired',
  agency: { id: 3, name: 'Maple Home Care' },
  profession: { id: 1, code: 'psw', name: 'Personal support worker' },
  city: { id: 40, name: 'Toronto' },
  languages: [{ id: 2, name: 'French' }],
  distanceKm: null,
  documentAlerts: { expired: 0, expiringSoon: 0 },
  photoUrl: null,
  dateOfBirth: null,
  bio: null,
  address: { street: null, unit: null, postalCode: null, latitude: 43.7, longitude: -79.4 },
  user: null,
  roles: [{ id: 5, code: 'primary', name: 'Primary' }],
  competencies: { woundCare: 2 },
  availability: [{ weekDay: 2, start: '08:00', end: '24:00' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('caregiver form values', () => {
  it('offer every half hour, and midnight as an end', () => {
    expect(TIME_CHOICES).toHaveLength(49);
    expect(TIME_CHOICES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(TIME_CHOICES.at(-1)).toBe('24:00');
  });

  it('fill the form from a saved profile so that saving it unchanged sends the same profile', () => {
    const parsed = caregiverWriteSchema.parse(toFormValues(saved));
    expect(parsed).toMatchObject({
      email: 'rosa@example.test',
      phone: null,
      professionId: 1,
      languageIds: [2],
      roleIds: [5],
      competencies: { woundCare: 2 },
      availability: [{ weekDay: 2, start: '08:00', end: '24:00' }],
      address: { cityId: 40, latitude: 43.7, longitude: -79.4, street: null },
    });
  });

  it('start empty, which the schema refuses only for the required fields', () => {
    const result = caregiverWriteSchema.safeParse(emptyCaregiver);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
    ]);
  });

  it('know which server field errors belong beside a field', () => {
    expect(isFormField('address.cityId')).toBe(true);
    expect(isFormField('availability.2.end')).toBe(true);
    expect(isFormField('userId')).toBe(false);
  });
});
