import { LISTING_SERVICES, MarketplaceProduct, PriceUnit } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import type { SeedTransaction } from './types.ts';

const asJson = (value: unknown) => JSON.stringify(value);

// Per product: the care type a listing gives and how its price is counted.
const productTraits = {
  homecare: { careTypeIds: [1, 2], unit: PriceUnit.hour, cents: 2500 },
  sharecare: { careTypeIds: [14], unit: PriceUnit.month, cents: 180_000 },
  adultDay: { careTypeIds: [7], unit: PriceUnit.day, cents: 6000 },
} as const;

const products = MarketplaceProduct.codes.map((product) => ({
  product,
  services: LISTING_SERVICES[product],
  ...productTraits[product],
}));

/**
 * `perAgency` listings for each agency of the temporary `scale_agencies` table, the products in
 * turn, within about 25 km of the agency; one in ten is an unpublished draft, as search skips them.
 */
export async function seedScaleListings(tx: SeedTransaction, perAgency: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO marketplace_listings (product, agency_id, name, description, services,
      language_ids, care_type_ids, open_days, opens_at, closes_at, price_min_cents,
      price_max_cents, price_unit, latitude, longitude, city_id, published)
    SELECT p.value ->> 'product', a.agency_id,
           'Scale Care ' || a.agency_id || '-' || g,
           'Generated listing ' || g || ' for load tests.',
           ARRAY(SELECT jsonb_array_elements_text(p.value -> 'services') OFFSET g % 3 LIMIT 3),
           ARRAY(SELECT id FROM languages ORDER BY id OFFSET g % 8 LIMIT 1 + g % 2),
           ARRAY(SELECT jsonb_array_elements_text(p.value -> 'careTypeIds')::int),
           CASE WHEN g % 2 = 0 THEN '{1,2,3,4,5}'::smallint[] ELSE '{1,2,3,4,5,6,7}'::smallint[] END,
           time '08:00', time '18:00',
           (p.value ->> 'cents')::int * (1 + g % 4),
           (p.value ->> 'cents')::int * (2 + g % 4),
           p.value ->> 'unit',
           a.latitude + (random() - 0.5) * 0.4,
           a.longitude + (random() - 0.5) * 0.4,
           a.city_id,
           g % 10 <> 0
    FROM scale_agencies a, generate_series(1, ${perAgency}) AS g,
         jsonb_array_elements(${asJson(products)}::jsonb) WITH ORDINALITY AS p(value, n)
    WHERE p.n = 1 + g % ${products.length}`);
}
