import { Role } from '@hearth/domain';
import { publicAccess, signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/** Adding, renaming and retiring entries, and seeing retired ones in lists. */
export const canManageReferenceData = (actor: Actor | null): boolean => actor?.role === Role.admin;

/**
 * Route-level access of every reference endpoint. The marketplace's signed-out visitors need
 * places, languages, care types, professions and the care-needs survey to search and to ask for
 * care; diagnoses, relationships and caregiver roles only appear on records staff keep.
 */
export const referenceAccess = {
  publicList: publicAccess('the marketplace searches and asks for care without signing in'),
  signedInList: signedIn('any signed-in user; these lists fill the forms of care records'),
  translations: publicAccess('the web app and API clients load labels before signing in'),
  manage: signedIn('administrators', canManageReferenceData),
};
