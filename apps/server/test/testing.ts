/// <reference path="../src/types/async-exit-hook.d.ts" />
// The server's public entry for other workspaces' tests and for the benchmarks
// (`@hearth/server/testing`): what they need to start a real database and server and fill it,
// so they never reach past it into the server's files.

export { buildApp } from '../src/app.ts';
export { loadConfig } from '../src/config.ts';
export { connectDatabase, type Database } from '../src/db/client.ts';
export { startEmbeddedPostgres } from '../src/db/embeddedPostgres.ts';
export { findFreePort } from '../src/db/freePort.ts';
export { applyMigrations } from '../src/db/migrate.ts';
export { users } from '../src/db/schema/index.ts';
export { baseSeeders } from '../src/db/seed/baseSeeders.ts';
export { demoSeeders } from '../src/db/seed/demoSeeders.ts';
export { runSeeders } from '../src/db/seed/runSeeders.ts';
export { type ScaleOptions, seedScale } from '../src/db/seed/scale.ts';
export { goalScale } from '../src/db/seed/scaleGoal.ts';
export { describePhase } from '../src/db/seed/scaleProgress.ts';
export { hashPassword } from '../src/modules/identity/passwords.ts';
export { writeAudit } from '../src/platform/audit.ts';
export { type BrowserClient, signedInClient } from './browserClient.ts';
export { createAgency, createUser, testPassword } from './factories/identity.ts';
export { analyzedPlanOf, type SentStatement, statementsSentDuring } from './sentStatements.ts';
export { startTestServer, TEST_REALTIME } from './server.ts';
export { type ServerProcess, startServerProcess } from './serverProcess.ts';
