import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RealtimeAppSettings } from '../../config.ts';

/** One application of the websocket server with its secrets resolved. */
export type RealtimeApp = Omit<RealtimeAppSettings, 'secret' | 'encryptionMasterKey'> & {
  secret: string;
  /** The key private-encrypted channels' shared secrets derive from; 32 bytes. */
  masterKey: Buffer;
};

const SECRETS_FILE = 'realtime.secrets.json';

type GeneratedSecrets = { secret: string; encryptionMasterKey: string };

/**
 * Fills the web's own app's missing secret and master key from the data folder, generating them
 * on the first start: a single node needs no configuration, and a restart keeps the sessions'
 * signatures and the encrypted channels' keys valid. Other apps always come with their secrets.
 */
export async function resolveApps(
  apps: readonly RealtimeAppSettings[],
  dataDir: string,
): Promise<RealtimeApp[]> {
  const needsGenerated = apps.some(
    (app) => app.secret === null || app.encryptionMasterKey === null,
  );
  const generated = needsGenerated ? await generatedSecrets(dataDir) : null;
  return apps.map((app) => {
    const secret = app.secret ?? generated?.secret;
    const masterKey = app.encryptionMasterKey ?? generated?.encryptionMasterKey;
    if (secret === undefined || masterKey === undefined) {
      throw new Error(`Realtime app ${app.id} has no secret`);
    }
    return { ...app, secret, masterKey: Buffer.from(masterKey, 'base64') };
  });
}

async function generatedSecrets(dataDir: string): Promise<GeneratedSecrets> {
  const file = path.join(dataDir, SECRETS_FILE);
  if (existsSync(file)) {
    return JSON.parse(await readFile(file, 'utf8')) as GeneratedSecrets;
  }
  await mkdir(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = {
    secret: randomBytes(24).toString('base64url'),
    encryptionMasterKey: randomBytes(32).toString('base64'),
  };
  await writeFile(file, `${JSON.stringify(secrets)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secrets;
}
