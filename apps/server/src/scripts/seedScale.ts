// `npm run seed:scale`: adds the goal's data set (issue 24: 1,000 agencies, 50,000 caregivers,
// 100,000 patients, 100,000 listings, about 2,050,000 notes with five patients at 10,000, a
// year of weekly visits) to the configured database (the embedded one under DATA_DIR, or
// DATABASE_URL), printing each phase's rows and rate. `--factor 0.1` makes a tenth of it (fewer
// agencies, each the same size); the other flags change one size: `--agencies`,
// `--caregivers-per-agency`, `--patients-per-agency`, `--listings-per-agency`, `--notes` (of
// each busiest patient), `--busiest-patients`, `--notes-per-patient` (every other),
// `--visit-weeks` and `--payments-per-agency` (monthly subscription payments; none by default).
// A database that already holds a scale set is refused.
import { parseArgs } from 'node:util';
import { connectDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { baseSeeders } from '../db/seed/baseSeeders.ts';
import { runSeeders } from '../db/seed/runSeeders.ts';
import { type ScaleOptions, ScaleSetExists, seedScale } from '../db/seed/scale.ts';
import { goalScale } from '../db/seed/scaleGoal.ts';
import { describePhase } from '../db/seed/scaleProgress.ts';
import { startDatabaseServer } from '../db/startDatabase.ts';
import { loadConfigOrExit } from '../loadConfigOrExit.ts';
import { hashPassword } from '../modules/identity/passwords.ts';

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
    refuse(`--${name} must be a whole number from 0 to 1000000`);
  }
  return value;
}

function factorOf(text: string | undefined): number {
  const factor = text === undefined ? 1 : Number(text);
  if (!(factor > 0 && factor <= 1)) {
    refuse('--factor must be a number above 0 and at most 1');
  }
  return factor;
}

const sizes = {
  agencies: 'agencies',
  caregiversPerAgency: 'caregivers-per-agency',
  patientsPerAgency: 'patients-per-agency',
  listingsPerAgency: 'listings-per-agency',
  notes: 'notes',
  busiestPatients: 'busiest-patients',
  notesPerOtherPatient: 'notes-per-patient',
  visitWeeks: 'visit-weeks',
  subscriptionPaymentsPerAgency: 'payments-per-agency',
} as const;

function optionsFromArguments(): ScaleOptions {
  const { values } = parseArgs({
    options: {
      factor: { type: 'string' },
      ...Object.fromEntries(Object.values(sizes).map((flag) => [flag, { type: 'string' }])),
    },
  }) as { values: Record<string, string | undefined> };
  const options: ScaleOptions = goalScale(factorOf(values.factor));
  for (const [key, flag] of Object.entries(sizes) as [keyof typeof sizes, string][]) {
    options[key] = wholeNumber(flag, values[flag], options[key] ?? 0);
  }
  return options;
}

const options = optionsFromArguments();
const config = loadConfigOrExit();
const server = await startDatabaseServer(config, () => undefined);
const database = connectDatabase(server.connectionString, () => undefined);
try {
  await applyMigrations(database.db);
  await runSeeders(database.db, baseSeeders);
  const started = performance.now();
  await seedScale(database.db, {
    ...options,
    // One hash for every generated account: argon2 on each of thousands would take minutes.
    passwordHash: await hashPassword(config.demoPassword),
    onProgress: (phase) => console.error(describePhase(phase)),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Added the scale set (${JSON.stringify(options)}) in ${seconds} s (${server.description}); its staff sign in with HEARTH_DEMO_PASSWORD.`,
  );
} catch (error) {
  if (!(error instanceof ScaleSetExists)) {
    throw error;
  }
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
  await server.stop();
}
