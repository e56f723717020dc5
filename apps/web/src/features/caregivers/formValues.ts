import type { Caregiver, CaregiverWriteInput, caregiverWriteSchema } from '@hearth/domain';
import type { z } from 'zod';
import { isFieldAmong } from '../../app/forms/fieldValues.ts';

export type CaregiverFormValues = CaregiverWriteInput;
export type CaregiverFormOutput = z.output<typeof caregiverWriteSchema>;

export const emptyCaregiver: CaregiverFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: null,
  bio: '',
  address: { street: '', unit: '', cityId: null, postalCode: '', latitude: null, longitude: null },
  professionId: null,
  roleIds: [],
  languageIds: [],
  competencies: {},
  availability: [],
};

/** The form filled in from a saved profile; what the server holds is sent back unless changed. */
export function toFormValues(caregiver: Caregiver): CaregiverFormValues {
  return {
    firstName: caregiver.firstName,
    lastName: caregiver.lastName,
    email: caregiver.email,
    phone: caregiver.phone ?? '',
    dateOfBirth: caregiver.dateOfBirth,
    bio: caregiver.bio ?? '',
    address: {
      street: caregiver.address.street ?? '',
      unit: caregiver.address.unit ?? '',
      cityId: caregiver.city?.id ?? null,
      postalCode: caregiver.address.postalCode ?? '',
      latitude: caregiver.address.latitude,
      longitude: caregiver.address.longitude,
    },
    userId: caregiver.user?.id ?? null,
    professionId: caregiver.profession?.id ?? null,
    roleIds: caregiver.roles.map((role) => role.id),
    languageIds: caregiver.languages.map((language) => language.id),
    competencies: caregiver.competencies,
    availability: caregiver.availability,
  };
}

/** The form's fields, by the names (and prefixes) the server's field errors use. */
export const FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'bio',
  'address',
  'agencyId',
  'professionId',
  'roleIds',
  'languageIds',
  'competencies',
  'availability',
] as const;

export const isFormField = isFieldAmong(FORM_FIELDS);
