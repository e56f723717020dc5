// Browser tests drive Debian's Chromium; no browser is ever downloaded. Say so plainly when it is missing.
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executable)) {
  console.error(
    `Browser tests need Chromium at ${executable}. Install Debian's package "chromium" (apt-get install -y chromium), or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
