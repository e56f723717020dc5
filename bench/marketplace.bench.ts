import { withBenchServer } from './support/benchServer.ts';
import { measureAndExplain } from './support/measureRequests.ts';
import { seedScaleSet } from './support/scaleSet.ts';

const scale = {
  agencies: Number(process.env.BENCH_AGENCIES ?? 1000),
  // A search reads listings and their agencies only.
  caregiversPerAgency: 0,
  patientsPerAgency: 0,
  listingsPerAgency: 100,
};
const logFile = process.env.BENCH_LOG ?? 'bench-marketplace.log';

await withBenchServer(
  (db) => seedScaleSet(db, scale),
  async ({ base, pool }) => {
    const toronto = await pool.query<{ latitude: number; longitude: number }>(
      "SELECT latitude, longitude FROM cities WHERE name = 'Toronto' LIMIT 1",
    );
    const { latitude, longitude } = toronto.rows[0] ?? { latitude: 43.65, longitude: -79.38 };
    // The language the generator gives most home care listings: the first one (see scaleListings.ts).
    const language = await pool.query<{ id: number }>('SELECT min(id) AS id FROM languages');
    const count = await pool.query<{ count: string }>(
      'SELECT count(*) FROM marketplace_listings WHERE published',
    );
    console.log(`${count.rows[0]?.count} published listings`);
    // A third of the listings rated (3 to 22 reviews, 1 to 5 stars on average), as the reviews
    // module's totals would leave them: the rating filter and sort read these columns.
    await pool.query(
      `UPDATE marketplace_listings
          SET review_count = 3 + id % 20, review_rating_sum = (3 + id % 20) * (1 + id % 5)
        WHERE id % 3 = 0`,
    );

    const near = `latitude=${latitude}&longitude=${longitude}`;
    const search = (query: string) => () =>
      fetch(`${base}/api/marketplace/homecare/listings?${query}`);
    const requests = [
      { name: 'home care within 25 km of Toronto', call: search(near) },
      {
        name: 'home care within 25 km of Toronto, language + open Monday + price',
        call: search(`${near}&language=${language.rows[0]?.id ?? 1}&openOn=1&priceMax=5000`),
      },
      {
        name: 'home care within 200 km of Toronto, page 5',
        call: search(`${near}&radiusKm=200&page=5`),
      },
      {
        name: 'home care within 50 km of Toronto, text matching every listing',
        call: search(`${near}&radiusKm=50&q=generated`),
      },
      { name: 'home care near city=Ottawa (place resolved by name)', call: search('city=Ottawa') },
      {
        name: 'home care within 50 km of Toronto, best rated first',
        call: search(`${near}&radiusKm=50&sort=rating`),
      },
      {
        name: 'home care within 50 km of Toronto, rated 4 stars and up, best first',
        call: search(`${near}&radiusKm=50&minRating=4&sort=rating`),
      },
    ];

    await measureAndExplain({ base, pool }, requests, logFile);
  },
);
