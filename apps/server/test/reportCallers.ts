import { type ReportType, Role } from '@hearth/domain';
import type { Database } from '../src/db/client.ts';
import { type BrowserClient, signedInClient } from './browserClient.ts';
import { createPartner, createUser } from './factories/identity.ts';
import type { TestServer } from './server.ts';

/** Signed-in callers of the reports: an admin, the agency's owner and agent, a partner, a caregiver. */
export type ReportCallers = Record<
  'admin' | 'owner' | 'agent' | 'partner' | 'caregiver',
  BrowserClient
>;

export async function signInReportCallers(
  db: Database,
  server: TestServer,
  agencyId: number,
): Promise<ReportCallers> {
  const partnerId = await createPartner(db);
  const signIn = async (role: Role, options: { agencyIds?: number[]; partnerId?: number }) => {
    const user = await createUser(db, { role, ...options });
    return signedInClient(server, user.email, user.password);
  };
  return {
    admin: await signIn(Role.admin, {}),
    owner: await signIn(Role.agency, { agencyIds: [agencyId] }),
    agent: await signIn(Role.agencyAgent, { agencyIds: [agencyId] }),
    partner: await signIn(Role.partner, { partnerId }),
    caregiver: await signIn(Role.caregiver, { agencyIds: [agencyId] }),
  };
}

type Rows = {
  data: Record<string, unknown>[];
  meta: { page: number; perPage: number; total: number };
};
type Series = { key: string; points: { bucket: string; value: number }[] }[];

/** A report's rows, failing the test unless the call answers 200. */
export async function reportRows(
  client: BrowserClient,
  type: ReportType,
  body: object,
): Promise<Rows> {
  const response = await client.json(`/api/reports/${type}`, 'POST', body);
  if (response.status !== 200) {
    throw new Error(`${type} rows answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as Rows;
}

/** A report's chart series, failing the test unless the call answers 200. */
export async function reportGraph(
  client: BrowserClient,
  type: ReportType,
  body: object,
): Promise<Series> {
  const response = await client.json(`/api/reports/${type}/graph`, 'POST', body);
  if (response.status !== 200) {
    throw new Error(`${type} graph answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: Series }).data;
}

/** One series' values keyed by bucket, leaving out the zeros, so a test names what it expects. */
export function nonZeroPoints(series: Series, key: string): Record<string, number> {
  const found = series.find((entry) => entry.key === key);
  if (found === undefined) {
    throw new Error(`no series ${key}`);
  }
  return Object.fromEntries(
    found.points.filter((point) => point.value !== 0).map((point) => [point.bucket, point.value]),
  );
}
