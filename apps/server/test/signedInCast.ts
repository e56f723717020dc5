import type { Role } from '@hearth/domain';
import { type BrowserClient, signedInClient } from './browserClient.ts';
import { createUser, type TestUser } from './factories/identity.ts';
import type { TestContext } from './harness.ts';

export type CastMember = { user: TestUser; client: BrowserClient };

/**
 * Users a test file signs in under names of its own ('owner', 'member', …) and then speaks as.
 * Reads the database and server from `context` when used, so it may be made at the file's top
 * level before they exist.
 */
export function signedInCast(context: TestContext) {
  const cast = new Map<string, CastMember>();
  return {
    async signIn(key: string, role: Role, agencyIds: number[] = []): Promise<TestUser> {
      const user = await createUser(context.db, { role, agencyIds });
      cast.set(key, {
        user,
        client: await signedInClient(context.server, user.email, user.password),
      });
      return user;
    },
    as(key: string): CastMember {
      const member = cast.get(key);
      if (member === undefined) {
        throw new Error(`nobody signed in as ${key}`);
      }
      return member;
    },
  };
}
