import { BuyerKind, Currency, UnitOfMeasure } from '@hearth/domain';
import { membershipProducts } from '../../../db/schema/index.ts';
import type { Seeder } from '../../../db/seed/types.ts';

type DemoProduct = typeof membershipProducts.$inferInsert;

const agencyStarter = {
  names: { 'en-US': 'Agency Starter', 'en-CA': 'Agency Starter', 'es-ES': 'Agencia Inicial' },
  descriptions: {
    'en-US': 'One marketplace listing and up to five staff accounts for a small home-care agency.',
    'en-CA': 'One marketplace listing and up to five staff accounts for a small home-care agency.',
    'es-ES':
      'Un anuncio en el mercado y hasta cinco cuentas de personal para una agencia pequeña de atención domiciliaria.',
  },
  buyerKinds: [BuyerKind.agency],
  unitOfMeasure: UnitOfMeasure.monthly,
  entitlements: { listingSlots: 1, staffSeats: 5 },
  trialDays: 14,
};

const agencyGrowth = {
  names: { 'en-US': 'Agency Growth', 'en-CA': 'Agency Growth', 'es-ES': 'Agencia Crecimiento' },
  descriptions: {
    'en-US':
      'Five marketplace listings and twenty-five staff accounts for an agency serving several neighborhoods.',
    'en-CA':
      'Five marketplace listings and twenty-five staff accounts for an agency serving several neighbourhoods.',
    'es-ES':
      'Cinco anuncios en el mercado y veinticinco cuentas de personal para una agencia que atiende varios barrios.',
  },
  buyerKinds: [BuyerKind.agency],
  unitOfMeasure: UnitOfMeasure.monthly,
  entitlements: { listingSlots: 5, staffSeats: 25 },
  trialDays: 14,
};

const partnerPlan = {
  names: { 'en-US': 'Partner', 'en-CA': 'Partner', 'es-ES': 'Socio' },
  descriptions: {
    'en-US': 'Run shared-living hubs, refer people and list your homes, with ten staff accounts.',
    'en-CA': 'Run shared-living hubs, refer people and list your homes, with ten staff accounts.',
    'es-ES':
      'Gestione centros de vivienda compartida, derive personas y anuncie sus hogares, con diez cuentas de personal.',
  },
  buyerKinds: [BuyerKind.partner],
  unitOfMeasure: UnitOfMeasure.monthly,
  entitlements: { listingSlots: 3, staffSeats: 10 },
  trialDays: 30,
};

const providerPlan = {
  names: {
    'en-US': 'Independent Provider',
    'en-CA': 'Independent Provider',
    'es-ES': 'Proveedor independiente',
  },
  descriptions: {
    'en-US': 'A marketplace listing for a caregiver or therapist who works on their own.',
    'en-CA': 'A marketplace listing for a caregiver or therapist who works on their own.',
    'es-ES': 'Un anuncio en el mercado para un cuidador o terapeuta que trabaja por su cuenta.',
  },
  buyerKinds: [BuyerKind.provider],
  unitOfMeasure: UnitOfMeasure.monthly,
  entitlements: { listingSlots: 1, staffSeats: 1 },
  trialDays: 0,
};

const dayPass = {
  names: { 'en-US': 'Featured Week', 'en-CA': 'Featured Week', 'es-ES': 'Semana destacada' },
  descriptions: {
    'en-US': 'Adds one extra marketplace listing for a week, for an open house or a new service.',
    'en-CA': 'Adds one extra marketplace listing for a week, for an open house or a new service.',
    'es-ES':
      'Añade un anuncio más en el mercado durante una semana, para una jornada de puertas abiertas o un servicio nuevo.',
  },
  buyerKinds: [BuyerKind.agency, BuyerKind.partner, BuyerKind.provider],
  unitOfMeasure: UnitOfMeasure.weekly,
  entitlements: { listingSlots: 1, staffSeats: 0 },
  trialDays: 0,
};

const cad = Currency.canadianDollar;
const usd = Currency.usDollar;

/** Each plan in both currencies; US prices are rounded figures, not an exchange-rate result. */
export const demoProducts: readonly DemoProduct[] = [
  { ...agencyStarter, priceCents: 4_900, currency: cad },
  { ...agencyStarter, priceCents: 3_900, currency: usd },
  { ...agencyGrowth, priceCents: 14_900, currency: cad },
  { ...agencyGrowth, priceCents: 11_900, currency: usd },
  { ...partnerPlan, priceCents: 9_900, currency: cad },
  { ...partnerPlan, priceCents: 7_900, currency: usd },
  { ...providerPlan, priceCents: 1_900, currency: cad },
  { ...providerPlan, priceCents: 1_500, currency: usd },
  { ...dayPass, priceCents: 2_500, currency: cad },
  { ...dayPass, priceCents: 1_900, currency: usd },
];

export const demoProductsSeeder: Seeder = {
  name: 'billing.demo-products',
  run: async (tx) => {
    await tx.insert(membershipProducts).values([...demoProducts]);
  },
};
