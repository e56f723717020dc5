import { UserStatus } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../browserClient.ts';
import { type SeededDemo, useSeededDemo } from '../harness.ts';
import { changedTables, countRowChanges, type Fingerprint } from '../rowChanges.ts';
import { unboundedIntegers } from './integerBounds.ts';
import {
  encodeText,
  type FuzzRequest,
  isFuzzed,
  type Operation,
  operationsOf,
  requestsFor,
} from './operations.ts';
import { hostileIntegers, hostileStrings } from './schemaArbitrary.ts';

// Every write route and every read with a query, fed input drawn from its own schema with the
// values that once reached the database mixed in. No answer may be a 5xx, and a refused request
// (4xx) may change no row. A fixed seed and count keep each run the same and bounded in time.
// The routes are dealt round-robin into shards, one test file each, so the shards run side by
// side on a seeded demo of their own and together cover every route once.
const SEED = 20_261_126;
const CASES_PER_ROUTE = 8;

// Tables a refused request rightly writes: the session's last activity, the audit log (refusals
// are audited by design) and the sign-in record (a failed sign-in is what the throttle counts).
const EXEMPT_TABLES = ['sessions', 'audit_log', 'sign_ins'] as const;

// Who calls: the first of these the route lets in, so each route's input is actually read.
const CALLERS = ['anonymous', 'admin', 'agency', 'caregiver', 'partner', 'user'] as const;
type Caller = (typeof CALLERS)[number];

/** The issue's examples, for every route, whatever the generator happens to draw. */
function examplesFor(operation: Operation, drawn: FuzzRequest): FuzzRequest[] {
  const [path = '', query] = drawn.url.split('?');
  const queryExamples = operation.queryParameters.flatMap(({ name }) =>
    [...hostileStrings.slice(0, 2), hostileIntegers[0]].map((value) => ({
      method: drawn.method,
      url: `${path}?${query === undefined ? '' : `${query}&`}${name}=${encodeText(String(value))}`,
    })),
  );
  const bodyExamples =
    operation.body === undefined
      ? []
      : [null, undefined, {}].map((body) => ({ method: drawn.method, url: drawn.url, body }));
  return [...queryExamples, ...bodyExamples];
}

type Outcome = { status: number; text: string; changed: string[] };

const failed = (outcome: Outcome) => outcome.status >= 500 || outcome.changed.length > 0;

function describeFailure(caller: Caller, request: FuzzRequest, outcome: Outcome): string {
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body).slice(0, 300)}`;
  const changed = outcome.changed.length > 0 ? ` changed ${outcome.changed.join(', ')}` : '';
  return `${caller}: ${request.method} ${request.url}${body} -> ${outcome.status}${changed} ${outcome.text.slice(0, 200)}`;
}

/**
 * Waits until no invoice run is being billed: a run started by an accepted request bills in the
 * background after its answer, and its writes must not be taken for the next request's.
 */
async function invoiceRunsIdle(demo: SeededDemo): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await demo.db.execute<{ busy: number }>(
            sql`SELECT count(*)::int AS busy FROM care_invoice_runs WHERE status IN ('queued', 'running')`,
          )
        ).rows[0]?.busy,
      { timeout: 60_000 },
    )
    .toBe(0);
}

/** Sends requests as each caller, signed in on first use, and sees what each one changed. */
async function fuzzSession(demo: SeededDemo) {
  const readChanges = await countRowChanges(demo.db, EXEMPT_TABLES);
  const signedIn = new Map<Caller, BrowserClient>();

  async function clientOf(caller: Caller): Promise<BrowserClient> {
    if (caller === 'anonymous') {
      return new BrowserClient(demo.server);
    }
    const client = signedIn.get(caller) ?? (await signInAgain(`${caller}@demo.hearth.test`));
    signedIn.set(caller, client);
    return client;
  }

  /**
   * A fuzzed admin request may rightly disable a demo account the next callers sign in with (an
   * id drawn at random is a real user): the account is made active again before signing in.
   */
  async function signInAgain(email: string): Promise<BrowserClient> {
    await demo.db.execute(
      sql`UPDATE users SET status = ${UserStatus.active} WHERE email = ${email} AND status <> ${UserStatus.active}`,
    );
    return demo.signIn(email);
  }

  return async (caller: Caller, request: FuzzRequest): Promise<Outcome> => {
    const client = await clientOf(caller);
    // Read after signing in, which rightly writes, and after the background billing of an
    // earlier request; what follows is the request's own doing.
    await invoiceRunsIdle(demo);
    const before: Fingerprint = await readChanges();
    const response = await client.json(request.url, request.method, request.body);
    const text = await response.text();
    // A case may sign the caller out; the next one signs in afresh.
    if (response.status === 401 || response.status === 419) {
      signedIn.delete(caller);
    }
    const refused = response.status >= 400 && response.status < 500;
    const changed = refused ? changedTables(before, await readChanges()) : [];
    return { status: response.status, text, changed };
  };
}

/** The boundary tests over shard `shard` (counted from 1) of `shards`. */
export function describeBoundaryFuzz(shard: number, shards: number): void {
  const demo = useSeededDemo();
  const inShard = (_: Operation, index: number) => index % shards === shard - 1;
  let operations: Operation[];

  beforeAll(() => {
    operations = operationsOf(demo.server.app);
  });

  describe(`the input boundary, routes ${shard} of every ${shards}`, () => {
    it('takes no integer wider than an `integer` column, on any route', () => {
      expect(operations.filter(inShard).flatMap(unboundedIntegers)).toEqual([]);
    });

    it('answers fuzzed input on every route without a 5xx, and a refused request changes no row', async () => {
      const send = await fuzzSession(demo);
      const fuzzed = operations.filter(isFuzzed);
      const failures: string[] = [];
      for (const [index, operation] of fuzzed.entries()) {
        if (!inShard(operation, index)) {
          continue;
        }
        const drawn = fc.sample(requestsFor(operation), {
          seed: SEED + index,
          numRuns: CASES_PER_ROUTE,
        });
        const [first, ...rest] = drawn;
        if (first === undefined) {
          continue;
        }
        let caller: Caller = 'anonymous';
        for (caller of CALLERS) {
          const outcome = await send(caller, first);
          if (failed(outcome)) {
            failures.push(describeFailure(caller, first, outcome));
          }
          if (![401, 403, 419].includes(outcome.status)) {
            break;
          }
        }
        for (const request of [...rest, ...examplesFor(operation, first)]) {
          const outcome = await send(caller, request);
          if (failed(outcome)) {
            failures.push(describeFailure(caller, request, outcome));
          }
        }
      }
      expect(fuzzed.length).toBeGreaterThan(150);
      expect(failures).toEqual([]);
    }, 150_000);
  });
}
