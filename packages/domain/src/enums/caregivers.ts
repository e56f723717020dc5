import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

/**
 * The care skills an agency rates each caregiver's competency in (No Experience to Expert). The
 * spec names none; these are what home-care agencies most often match a client's needs against.
 * In the order the profile lists them.
 */
export const Skill = defineEnumeration('skill', {
  personalCare: 'personalCare',
  mobilityTransfers: 'mobilityTransfers',
  mealPreparation: 'mealPreparation',
  medicationAdministration: 'medicationAdministration',
  dementiaCare: 'dementiaCare',
  diabetesCare: 'diabetesCare',
  woundCare: 'woundCare',
  palliativeCare: 'palliativeCare',
});
export type Skill = CodeOf<typeof Skill>;

/** The certificates and checks an agency keeps on file for a caregiver. */
export const CertificationKind = defineEnumeration('certificationKind', {
  pswCertificate: 'pswCertificate',
  nursingRegistration: 'nursingRegistration',
  firstAidCpr: 'firstAidCpr',
  vulnerableSectorCheck: 'vulnerableSectorCheck',
  tbScreening: 'tbScreening',
  immunization: 'immunization',
  driversLicense: 'driversLicense',
  foodHandler: 'foodHandler',
  whmis: 'whmis',
  other: 'other',
});
export type CertificationKind = CodeOf<typeof CertificationKind>;

/** Where a document stands on a given day; `expiringSoon` is within EXPIRY_WARNING_DAYS. */
export const DocumentExpiry = defineEnumeration('documentExpiry', {
  valid: 'valid',
  expiringSoon: 'expiringSoon',
  expired: 'expired',
  noExpiry: 'noExpiry',
});
export type DocumentExpiry = CodeOf<typeof DocumentExpiry>;
