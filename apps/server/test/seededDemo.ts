import { demoSeeders } from '../src/db/seed/demoSeeders.ts';
import { runSeeders } from '../src/db/seed/runSeeders.ts';
import { type BrowserClient, signedInClient } from './browserClient.ts';
import { type FileServer, useFileServer } from './fileServer.ts';

const demoPassword = 'demo-password-for-tests';

export type SeededDemo = FileServer & {
  /** A client signed in as a demo account, e.g. `agency@demo.hearth.test`. */
  signIn: (email: string) => Promise<BrowserClient>;
};

/** For a test file (call at its top level): its own database holding the whole demo, and a server. */
export function useSeededDemo(): SeededDemo {
  return useFileServer({
    seed: (db) => runSeeders(db, demoSeeders({ demoPassword })),
    world: async (_db, server) => ({
      signIn: (email: string) => signedInClient(server, email, demoPassword),
    }),
  });
}
