// The API's hot path as issue 24 measures it: GET /api/health, a route that never reads the
// database, the signed-in auth details and an agency owner's two lists (default page), each with
// the least share of bare Fastify's req/s the issue asks of it.
import { measured, type Throughput } from './throughput.ts';

/** How many caregivers and patients the owner's agency has, for the rows' names. */
export type OwnerAgencySize = { caregivers: number; patients: number };

/** Req/s of GET /api/health, and of the hot path's routes with the owner's session cookie. */
export async function measureHotPath(
  base: string,
  ownerCookie: string,
  size: OwnerAgencySize,
): Promise<{ health: Throughput; rows: Throughput[] }> {
  const asOwner = { cookie: ownerCookie };
  const health = { name: 'GET /api/health', perSecond: await measured(`${base}/api/health`) };
  const rows = [
    {
      name: 'GET /api/realtime-config (no database)',
      perSecond: await measured(`${base}/api/realtime-config`),
      goalOfBare: 0.6,
    },
    {
      name: 'GET /api/auth-details (signed in)',
      perSecond: await measured(`${base}/api/auth-details`, asOwner),
      goalOfBare: 0.25,
    },
    {
      name: `GET /api/caregivers (the owner's list, ${size.caregivers} caregivers)`,
      perSecond: await measured(`${base}/api/caregivers`, asOwner),
      goalOfBare: 0.1,
    },
    {
      name: `GET /api/patients (the owner's list, ${size.patients} patients, audited)`,
      perSecond: await measured(`${base}/api/patients`, asOwner),
      goalOfBare: 0.1,
    },
  ];
  return { health, rows };
}
