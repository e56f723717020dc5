import { buildApp } from './app.ts';
import { connectDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { baseSeeders } from './db/seed/baseSeeders.ts';
import { demoSeeders } from './db/seed/demoSeeders.ts';
import { runSeeders } from './db/seed/runSeeders.ts';
import { startDatabaseServer } from './db/startDatabase.ts';
import { loadConfigOrExit } from './loadConfigOrExit.ts';
import { paymentGatewayOf } from './modules/billing/index.ts';
import { demoAccounts, demoUsersSeeder } from './modules/identity/seed.ts';
import { LISTING_PHOTO_SIZES_JOB } from './modules/marketplace/jobs.ts';
import { type OpenedFileStore, openFileStore } from './platform/files/openFileStore.ts';
import { type JobRunner, startJobRunner } from './platform/jobs/runner.ts';
import { scheduledJobs } from './scheduledJobs.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const databaseServer = await startDatabaseServer(config, () => undefined);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let jobs: JobRunner | undefined;
  let fileStore: OpenedFileStore | undefined;
  const database = connectDatabase(databaseServer.connectionString, (error) => {
    app?.log.warn({ err: error }, 'idle database connection lost');
  });
  try {
    await applyMigrations(database.db);
    fileStore = await openFileStore(database.db, config.files, config.dataDir);
    const { files, moved: filesMoved } = fileStore;
    // Demo accounts with a published password never belong on a production instance.
    const seedDemo = config.seedDemoData && config.env !== 'production';
    const demo = { demoPassword: config.demoPassword, files };
    const seeded = [
      ...(await runSeeders(database.db, baseSeeders)),
      ...(seedDemo ? await runSeeders(database.db, demoSeeders(demo)) : []),
    ];
    app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      files,
      ...(config.cacheBetweenChanges ? { changesConnection: database.pool.options } : {}),
    });
    app.log.info({ database: databaseServer.description, seeded, filesMoved }, 'database ready');
    if (filesMoved.absent > 0) {
      // Another node's disk may hold them: they move when it starts with this version.
      app.log.warn({ absent: filesMoved.absent }, 'uploaded files named by rows were not found');
    }
    if (filesMoved.inBucket > 0) {
      app.log.warn(
        { inBucket: filesMoved.inBucket },
        'uploaded files are in an S3 bucket: set FILE_STORE=s3 and its S3_* settings to serve them',
      );
    }
    if (seeded.includes(demoUsersSeeder(config.demoPassword).name)) {
      printDemoAccounts(config.demoPassword);
    }
    if (config.jobsEnabled) {
      jobs = await startJobRunner({
        db: database.db,
        pool: database.pool,
        jobs: scheduledJobs({ paymentGateway: paymentGatewayOf(config.stripe), files }),
        log: app.log,
        broadcaster: app.broadcaster,
        mail: app.mail,
      });
      // Photos an older version stored (or moved in above) get their sizes without waiting
      // for the night.
      await jobs.send(LISTING_PHOTO_SIZES_JOB);
    }
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    fileStore?.close();
    await database.close().catch(() => undefined);
    await databaseServer.stop();
    throw error;
  }

  const running = app;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    stopping = true;
    running.log.info({ signal }, 'shutting down');
    await running.close();
    // Before the pool closes: a job still running finishes on it.
    await jobs?.stop();
    fileStore?.close();
    await database.close();
    await databaseServer.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void stop(signal));
  }
}

/** Shown once, on the start that created them, so the demo can be signed into. */
function printDemoAccounts(password: string): void {
  const lines = demoAccounts.map((account) => `  ${account.email}`);
  process.stdout.write(`Demo accounts created (password: ${password}):\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Hearth failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause !== undefined) {
    console.error('Cause:', error.cause);
  }
  process.exit(1);
});
