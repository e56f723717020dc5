import { CareType, LISTING_SERVICES, type MarketplaceProduct, PriceUnit } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { agencies, marketplaceListings } from '../../../db/schema/index.ts';
import { cityByName, languageIdsByCode } from '../../../db/seed/places.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import { type InEachLanguage, writtenIn } from '../../../db/seed/writtenIn.ts';
import { demoAgencies } from '../../directory/agencies/index.ts';

type OfferText = { title: string; describe: (city: string) => string };

type Offer = {
  product: MarketplaceProduct;
  text: InEachLanguage<OfferText>;
  /** Degrees from the city's centre, so the three offers are a few kilometres apart. */
  offset: [latitude: number, longitude: number];
  openDays: number[];
  hours: [opens: string, closes: string] | null;
  price: [minCents: number, maxCents: number, unit: PriceUnit];
};

// What each demo agency offers, written as an agency of its place would (a Madrid agency in
// Spanish; Canadian and American ones in English). Prices are plausible local figures, in the
// country's currency.
const offers: readonly Offer[] = [
  {
    product: 'homecare',
    text: {
      en: {
        title: 'In-home support',
        describe: (city) =>
          `Personal care, meals and companionship at home in ${city}, from a one-hour visit to daily support.`,
      },
      es: {
        title: 'Ayuda a domicilio',
        describe: (city) =>
          `Cuidado personal, comidas y compañía en casa en ${city}, desde una visita de una hora hasta apoyo diario.`,
      },
    },
    offset: [0.012, 0.015],
    openDays: [1, 2, 3, 4, 5, 6, 7],
    hours: ['07:00', '21:00'],
    price: [3200, 4500, PriceUnit.hour],
  },
  {
    product: 'sharecare',
    text: {
      en: {
        title: 'Shared living home',
        describe: (city) =>
          `A family home in ${city} with a private room, shared meals and support around the clock for up to three adults.`,
      },
      es: {
        title: 'Vivienda compartida',
        describe: (city) =>
          `Un hogar familiar en ${city} con habitación propia, comidas en común y apoyo a cualquier hora para un máximo de tres adultos.`,
      },
    },
    offset: [0.031, -0.024],
    openDays: [1, 2, 3, 4, 5, 6, 7],
    hours: null,
    price: [280_000, 360_000, PriceUnit.month],
  },
  {
    product: 'adultDay',
    text: {
      en: {
        title: 'Day program',
        describe: (city) =>
          `Weekday activities, therapy and a hot lunch in ${city}, with transportation for members who live nearby.`,
      },
      es: {
        title: 'Centro de día',
        describe: (city) =>
          `Actividades de lunes a viernes, terapia y comida caliente en ${city}, con transporte para quienes viven cerca.`,
      },
    },
    offset: [-0.021, 0.034],
    openDays: [1, 2, 3, 4, 5],
    hours: ['09:00', '16:00'],
    price: [8500, 12_000, PriceUnit.day],
  },
];

/** The care types a listing of `product` offers, from those its agency gives. */
export const careTypesOf = (product: MarketplaceProduct, agencyCareTypes: readonly number[]) => {
  switch (product) {
    case 'sharecare':
      return [CareType.sharedLiving];
    case 'adultDay':
      return [CareType.dayProgram];
    case 'homecare':
      return agencyCareTypes.filter(
        (id) => id !== CareType.sharedLiving && id !== CareType.dayProgram,
      );
  }
};

type DemoAgency = (typeof demoAgencies)[number];

/** What a demo agency lists: every offer, or those of the products a provider runs. */
const offersOf = (demo: DemoAgency) =>
  offers.filter((offer) => demo.products === undefined || demo.products.includes(offer.product));

const demoListingName = (demo: DemoAgency, offer: Offer) =>
  `${demo.profile.name} — ${offer.text[writtenIn(demo.place.country)].title}`;

/** The demo listings' names, as the seeder below writes them. */
export const demoListingNames = (): string[] =>
  demoAgencies.flatMap((demo) => offersOf(demo).map((offer) => demoListingName(demo, offer)));

/**
 * Home care, a shared living home and a day program for each demo agency, in its city; a
 * provider's organisation lists only what it runs.
 */
export const demoListingsSeeder: Seeder = {
  name: 'marketplace.demo-listings',
  async run(tx) {
    for (const demo of demoAgencies) {
      const [agency] = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.name, demo.profile.name));
      if (agency === undefined) {
        continue;
      }
      const city = await cityByName(tx, demo.place);
      const languageIds = await languageIdsByCode(tx, demo.languages);
      await tx.insert(marketplaceListings).values(
        offersOf(demo).map((offer) => {
          const text = offer.text[writtenIn(demo.place.country)];
          return {
            product: offer.product,
            agencyId: agency.id,
            name: demoListingName(demo, offer),
            description: text.describe(demo.place.city),
            services: [...LISTING_SERVICES[offer.product]].slice(0, 4),
            languageIds,
            careTypeIds: careTypesOf(offer.product, demo.profile.careTypeIds ?? []),
            openDays: offer.openDays,
            opensAt: offer.hours?.[0] ?? null,
            closesAt: offer.hours?.[1] ?? null,
            priceMinCents: offer.price[0],
            priceMaxCents: offer.price[1],
            priceUnit: offer.price[2],
            latitude: city.latitude + offer.offset[0],
            longitude: city.longitude + offer.offset[1],
            cityId: city.id,
            published: true,
          };
        }),
      );
    }
  },
};
