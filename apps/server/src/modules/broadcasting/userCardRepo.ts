import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** What other people see of a user on a presence channel: a name and a role. */
export async function findUserCard(db: Pick<Database, 'select'>, userId: number) {
  const [row] = await db
    .select({ name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
