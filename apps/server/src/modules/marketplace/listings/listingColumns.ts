import { AgencyStanding } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  agencies,
  agencyProfiles,
  marketplaceListingHolds,
  marketplaceListings,
} from '../../../db/schema/index.ts';

const listings = marketplaceListings;

// `HH:MM`: a listing states its hours to the minute.
const hourMinute = (column: AnyPgColumn) => sql<string | null>`to_char(${column}, 'HH24:MI')`;

/**
 * Whether a listing's agency is in the marketplace: a terminated agency has left the directory,
 * and an agency whose listings are held (membership past due) is hidden until it pays.
 */
export const agencyListed = sql`(NOT EXISTS (SELECT 1 FROM ${agencyProfiles} WHERE ${agencyProfiles.agencyId} = ${listings.agencyId} AND ${agencyProfiles.standing} = ${AgencyStanding.terminated}) AND NOT EXISTS (SELECT 1 FROM ${marketplaceListingHolds} WHERE ${marketplaceListingHolds.agencyId} = ${listings.agencyId}))`;

/** The columns every view of a listing reads (joined with its agency). */
export const listingColumns = {
  id: listings.id,
  product: listings.product,
  agencyId: agencies.id,
  agencyName: agencies.name,
  name: listings.name,
  description: listings.description,
  services: listings.services,
  languageIds: listings.languageIds,
  careTypeIds: listings.careTypeIds,
  openDays: listings.openDays,
  opensAt: hourMinute(listings.opensAt),
  closesAt: hourMinute(listings.closesAt),
  priceMinCents: listings.priceMinCents,
  priceMaxCents: listings.priceMaxCents,
  priceUnit: listings.priceUnit,
  latitude: listings.latitude,
  longitude: listings.longitude,
  photos: listings.photos,
  rating: listings.rating,
  reviewCount: listings.reviewCount,
};
