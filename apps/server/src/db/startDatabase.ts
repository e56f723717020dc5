import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';

export type DatabaseServer = {
  connectionString: string;
  /** Stops the embedded cluster; nothing to do for an external server. */
  stop: () => Promise<void>;
  description: string;
};

/** The external server named by DATABASE_URL, or else the embedded one under DATA_DIR. */
export async function startDatabaseServer(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPostgresPort'>,
  log: (message: string) => void,
): Promise<DatabaseServer> {
  if (config.databaseUrl !== undefined) {
    const { host, port, pathname } = new URL(config.databaseUrl);
    return {
      connectionString: config.databaseUrl,
      stop: async () => undefined,
      description: `external PostgreSQL at ${host}${port ? `:${port}` : ''}${pathname}`,
    };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPostgresPort,
    database: 'hearth',
    onLog: log,
  });
  return {
    connectionString: embedded.connectionString,
    stop: embedded.stop,
    description: `embedded PostgreSQL in ${config.dataDir}/postgres on ${new URL(embedded.connectionString).host}`,
  };
}
