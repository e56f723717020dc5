import { type Config, ConfigError, loadConfig } from './config.ts';

/** For process entry points: a bad setting ends the process with its one-line message. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
