import {
  type Agency,
  type AgencyWriteInput,
  DEFAULT_SERVICE_RADIUS_KM,
  OrganisationKind,
} from '@hearth/domain';

/** The fields the agency form shows, by the paths the server names them. */
export const AGENCY_FIELDS = [
  'name',
  'kind',
  'legalName',
  'phone',
  'email',
  'website',
  'address.street',
  'address.unit',
  'address.cityId',
  'address.postalCode',
  'serviceRadiusKm',
  'careTypeIds',
  'languageIds',
  'description',
] as const;

/** The form's starting values: the agency as saved, or an empty profile; inputs hold text. */
export function agencyValues(agency: Agency | null): AgencyWriteInput {
  return {
    name: agency?.name ?? '',
    legalName: agency?.legalName ?? '',
    phone: agency?.phone ?? '',
    email: agency?.email ?? '',
    website: agency?.website ?? '',
    address: {
      street: agency?.address.street ?? '',
      unit: agency?.address.unit ?? '',
      cityId: agency?.city?.id ?? null,
      postalCode: agency?.address.postalCode ?? '',
      latitude: agency?.address.latitude ?? null,
      longitude: agency?.address.longitude ?? null,
    },
    serviceRadiusKm: agency?.serviceRadiusKm ?? DEFAULT_SERVICE_RADIUS_KM,
    careTypeIds: agency?.careTypes.map((careType) => careType.id) ?? [],
    languageIds: agency?.languages.map((language) => language.id) ?? [],
    description: agency?.description ?? '',
    kind: agency?.kind ?? OrganisationKind.homeCareAgency,
  };
}
