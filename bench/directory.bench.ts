// The directory at scale: caregiver search with filters and near a place, and the city
// autocomplete, against GET /api/health as the baseline, on a generated set of 1,000 agencies,
// 50,000 caregivers and 100,000 patients. Run: npm run bench
import { CaregiverStatus, Role, Skill } from '@hearth/domain';
import { createUser, testPassword } from '@hearth/server/testing';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { measureAndExplain } from './support/measureRequests.ts';
import { seedScaleSet } from './support/scaleSet.ts';

const scale = {
  agencies: Number(process.env.BENCH_AGENCIES ?? 1000),
  caregiversPerAgency: 50,
  patientsPerAgency: 100,
  // The directory's searches read no listings.
  listingsPerAgency: 0,
};
const logFile = process.env.BENCH_LOG ?? 'bench-directory.log';

await withBenchServer(
  (db) => seedScaleSet(db, scale),
  async ({ base, db, pool }) => {
    const admin = await createUser(db, { role: Role.admin });
    const firstAgency = await pool.query<{ id: number }>(
      "SELECT id FROM agencies WHERE name = 'Scale Home Care 1'",
    );
    const owner = await createUser(db, {
      role: Role.agency,
      agencyIds: [firstAgency.rows[0]?.id ?? 0],
    });
    const adminCookie = await signInCookie(base, admin.email, testPassword);
    const ownerCookie = await signInCookie(base, owner.email, testPassword);
    const toronto = await pool.query<{ latitude: number; longitude: number }>(
      "SELECT latitude, longitude FROM cities WHERE name = 'Toronto' LIMIT 1",
    );
    const { latitude, longitude } = toronto.rows[0] ?? { latitude: 43.65, longitude: -79.38 };

    const get = (path: string, cookie: string) => () =>
      fetch(`${base}${path}`, { headers: { cookie } });
    const requests = [
      {
        name: 'GET /api/caregivers (agency owner, hired, skill, weekday)',
        call: get(
          `/api/caregivers?status=${CaregiverStatus.hired}&skill=${Skill.codes[0]}&weekDay=1`,
          ownerCookie,
        ),
      },
      {
        name: 'GET /api/caregivers (admin, all agencies, text search)',
        call: get('/api/caregivers?q=tremb&perPage=50', adminCookie),
      },
      {
        name: 'GET /api/caregivers (admin, within 25 km of Toronto, by distance)',
        call: get(
          `/api/caregivers?lat=${latitude}&lng=${longitude}&radiusKm=25&sort=distance&perPage=50`,
          adminCookie,
        ),
      },
      { name: 'GET /api/cities?q=tor (autocomplete)', call: get('/api/cities?q=tor', '') },
    ];

    await measureAndExplain({ base, pool }, requests, logFile);
  },
);
