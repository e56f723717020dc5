// `npm run seed:scale -- --agencies N`: adds N generated agencies with their caregivers,
// patients, marketplace listings, subscription payments (`--payments-per-agency`, monthly),
// clinical notes (`--notes` of them for one patient, `--notes-per-patient` for every other) and a
// visit a week per patient for `--visit-weeks` weeks (a year: 52) to the configured database (the
// embedded one under DATA_DIR, or DATABASE_URL). The goal's data set: `--agencies 1000
// --notes-per-patient 20 --visit-weeks 52`.
import { parseArgs } from 'node:util';
import { connectDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { baseSeeders } from '../db/seed/baseSeeders.ts';
import { runSeeders } from '../db/seed/runSeeders.ts';
import { type ScaleOptions, seedScale } from '../db/seed/scale.ts';
import { startDatabaseServer } from '../db/startDatabase.ts';
import { loadConfigOrExit } from '../loadConfigOrExit.ts';

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    console.error(`--${name} must be a whole number from 1 to 1000000`);
    process.exit(2);
  }
  return value;
}

function optionsFromArguments(): ScaleOptions {
  const { values } = parseArgs({
    options: {
      agencies: { type: 'string' },
      'caregivers-per-agency': { type: 'string' },
      'patients-per-agency': { type: 'string' },
      'listings-per-agency': { type: 'string' },
      notes: { type: 'string' },
      'payments-per-agency': { type: 'string' },
      'visit-weeks': { type: 'string' },
      'notes-per-patient': { type: 'string' },
    },
  });
  return {
    agencies: wholeNumber('agencies', values.agencies, 100),
    caregiversPerAgency: wholeNumber('caregivers-per-agency', values['caregivers-per-agency'], 50),
    patientsPerAgency: wholeNumber('patients-per-agency', values['patients-per-agency'], 100),
    listingsPerAgency: wholeNumber('listings-per-agency', values['listings-per-agency'], 100),
    notes: wholeNumber('notes', values.notes, 10_000),
    subscriptionPaymentsPerAgency: wholeNumber(
      'payments-per-agency',
      values['payments-per-agency'],
      100,
    ),
    notesPerOtherPatient:
      values['notes-per-patient'] === undefined
        ? undefined
        : wholeNumber('notes-per-patient', values['notes-per-patient'], 20),
    visitWeeks:
      values['visit-weeks'] === undefined
        ? 0
        : wholeNumber('visit-weeks', values['visit-weeks'], 52),
  };
}

const options = optionsFromArguments();
const config = loadConfigOrExit();
const server = await startDatabaseServer(config, () => undefined);
const database = connectDatabase(server.connectionString, () => undefined);
try {
  await applyMigrations(database.db);
  await runSeeders(database.db, baseSeeders);
  const started = performance.now();
  await seedScale(database.db, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Added ${options.agencies} agencies, ${options.agencies * options.caregiversPerAgency} caregivers, ${options.agencies * options.patientsPerAgency} patients, ${options.agencies * options.listingsPerAgency} listings, ${options.agencies * (options.subscriptionPaymentsPerAgency ?? 0)} subscription payments, a patient with ${options.notes} notes and ${options.visitWeeks} weeks of visits in ${seconds} s (${server.description}).`,
  );
} finally {
  await database.close();
  await server.stop();
}
