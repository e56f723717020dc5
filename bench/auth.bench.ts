// Sign-in and an authenticated GET /api/auth-details, against GET /api/health as the baseline,
// all measured in this run on this machine. Run: npm run bench
import { Role } from '@hearth/domain';
import { hashPassword, users } from '@hearth/server/testing';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { measure, report } from './support/measure.ts';

const email = 'bench@example.test';
const password = 'bench passphrase of some length';

await withBenchServer(
  async (db) => {
    await db.insert(users).values({
      email,
      name: 'Bench',
      role: Role.user,
      passwordHash: await hashPassword(password),
    });
  },
  async ({ base }) => {
    const signIn = () =>
      fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const cookie = await signInCookie(base, email, password);

    const samples = [
      await measure('GET /api/health (baseline)', 2000, () => fetch(`${base}/api/health`)),
      await measure('GET /api/auth-details (signed in)', 2000, () =>
        fetch(`${base}/api/auth-details`, { headers: { cookie } }),
      ),
      await measure('POST /api/auth/sign-in', 100, signIn),
    ];
    console.log(report(samples));
  },
);
