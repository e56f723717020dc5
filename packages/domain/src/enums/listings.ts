import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';
import type { MarketplaceProduct } from './marketplace.ts';

/** What a marketplace listing offers, as short text codes shown through translated labels. */
export const ListingService = defineEnumeration('listingService', {
  personalCare: 'personal-care',
  companionship: 'companionship',
  mealPreparation: 'meal-preparation',
  medicationReminders: 'medication-reminders',
  nursing: 'nursing',
  respite: 'respite',
  privateRoom: 'private-room',
  sharedMeals: 'shared-meals',
  supportedLiving: 'supported-living',
  transportation: 'transportation',
  activities: 'activities',
  therapy: 'therapy',
});
export type ListingService = CodeOf<typeof ListingService>;

/** The services each product may list: a day program has no private room, home care no meals. */
export const LISTING_SERVICES = {
  homecare: [
    'personal-care',
    'companionship',
    'meal-preparation',
    'medication-reminders',
    'nursing',
    'respite',
  ],
  sharecare: [
    'private-room',
    'shared-meals',
    'supported-living',
    'personal-care',
    'medication-reminders',
    'transportation',
  ],
  adultDay: ['activities', 'therapy', 'shared-meals', 'transportation', 'personal-care', 'respite'],
} as const satisfies Record<MarketplaceProduct, readonly ListingService[]>;

/** What a listing's price is per. */
export const PriceUnit = defineEnumeration('priceUnit', {
  hour: 'hour',
  day: 'day',
  month: 'month',
});
export type PriceUnit = CodeOf<typeof PriceUnit>;
