import type { AuthRepo, Failures } from './authRepo.ts';

/**
 * Slows down whoever guesses passwords, never the account's owner as such. Failures count within
 * the window; past a threshold, each further failure doubles the wait after it, from one minute
 * up to the window:
 * - one client on one email (its address, or its device once recognised): 5 failures;
 * - one address on any email (someone trying many accounts): 20 failures;
 * - one email from everywhere (guessing spread over many addresses): 20 failures, and only
 *   clients the account does not recognise wait; a password reset starts this count afresh.
 * A device that signed into the account before is judged by its own failures alone, so nobody
 * elsewhere can keep the owner out by failing on purpose.
 */
const signInLimits = {
  windowMinutes: 15,
  perClient: 5,
  perAddress: 20,
  perAccount: 20,
} as const;

const minute = 60_000;

/** When the client may try again after these failures, or null when it need not wait. */
export function waitAfter(failures: Failures, threshold: number, now: number): Date | null {
  if (failures.latest === null || failures.count < threshold) {
    return null;
  }
  const minutes = Math.min(2 ** (failures.count - threshold), signInLimits.windowMinutes);
  const until = failures.latest.getTime() + minutes * minute;
  return until > now ? new Date(until) : null;
}

export type SignInClient = {
  email: string;
  ip: string | null;
  /** Hash of the device cookie, when the device has signed into this account before. */
  knownDeviceHash: string | null;
};

/** Until when this client must wait before its next attempt on this email, or null. */
export async function signInWaitUntil(
  authRepo: AuthRepo,
  client: SignInClient,
  now = Date.now(),
): Promise<Date | null> {
  const { windowMinutes, perClient, perAddress, perAccount } = signInLimits;
  const waits =
    client.knownDeviceHash === null
      ? [
          waitAfter(
            await authRepo.failuresOfClient(client.email, { ip: client.ip }, windowMinutes),
            perClient,
            now,
          ),
          waitAfter(await authRepo.failuresOfAddress(client.ip, windowMinutes), perAddress, now),
          waitAfter(await authRepo.failuresOfAccount(client.email, windowMinutes), perAccount, now),
        ]
      : [
          waitAfter(
            await authRepo.failuresOfClient(
              client.email,
              { deviceHash: client.knownDeviceHash },
              windowMinutes,
            ),
            perClient,
            now,
          ),
        ];
  const latest = Math.max(...waits.map((wait) => wait?.getTime() ?? 0));
  return latest === 0 ? null : new Date(latest);
}
