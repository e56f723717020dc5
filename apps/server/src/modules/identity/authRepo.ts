import type { Locale, Role } from '@hearth/domain';
import { and, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  passwordResets,
  personalAccessTokens,
  sessions,
  signIns,
  users,
} from '../../db/schema/index.ts';
import type { Identified, SessionLookup } from '../../platform/auth/actor.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import type { Freshness } from './sessionCache.ts';

type ActorRow = {
  user_id: number;
  role: Role;
  agency_ids: number[];
  partner_id: number | null;
  email: string;
  name: string;
  preferred_locale: Locale;
};

const identifiedOf = (row: ActorRow, via: Identified['actor']['via']): Identified => ({
  actor: {
    userId: row.user_id,
    role: row.role,
    agencyIds: row.agency_ids,
    partnerId: row.partner_id,
    via,
  },
  profile: { email: row.email, name: row.name, preferredLocale: row.preferred_locale },
});

// The same agencies rule as userRepo's, in plain SQL for the hot lookups below; the name and
// email come along so that a request about the caller needs no second query.
const actorSelect = sql`u.id AS user_id, u.role, u.partner_id, u.email, u.name, u.preferred_locale, coalesce(
  nullif(array(SELECT ca.agency_id FROM caregiver_agencies ca WHERE ca.user_id = u.id ORDER BY ca.agency_id), '{}'),
  CASE WHEN u.agency_id IS NULL THEN '{}'::int[] ELSE ARRAY[u.agency_id] END
) AS agency_ids`;

export type NewSession = {
  idHash: string;
  userId: number;
  csrfToken: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  ip: string | null;
  userAgent: string | null;
};

export type Failures = { count: number; latest: Date | null };

/** How stale a session expiry or token last-use may be stored before a read writes it. */
const WRITE_BEHIND_SECONDS = 60;

/**
 * A live session of an active user, with the idle expiry it should now have. A plain read: a
 * statement holding a data-modifying CTE costs more than the lookup itself even when it changes
 * nothing, so the extension is its own statement (`sessionExtension`), sent only when the stored
 * expiry lags the wanted one by more than a minute. Most signed-in reads write (and commit)
 * nothing and send this one statement.
 */
const sessionLookup = sql`
  SELECT ${actorSelect}, s.csrf_token, s.idle_expires_at AS expires_at, w.wanted,
    s.idle_expires_at < w.wanted - make_interval(secs => ${WRITE_BEHIND_SECONDS}) AS behind,
    s.absolute_expires_at, now() AS read_at
  FROM sessions s
  CROSS JOIN LATERAL (
    SELECT least(now() + make_interval(mins => ${sql.placeholder('idleMinutes')}), s.absolute_expires_at) AS wanted
  ) w
  JOIN users u ON u.id = s.user_id
  WHERE s.id_hash = ${sql.placeholder('idHash')} AND s.idle_expires_at > now()
    AND s.absolute_expires_at > now() AND u.status = 1`;

/** Moves a session's idle expiry forward (never back: another node may have moved it further). */
const sessionExtension = sql`
  UPDATE sessions SET idle_expires_at = ${sql.placeholder('wanted')}::timestamptz
  WHERE id_hash = ${sql.placeholder('idHash')} AND idle_expires_at < ${sql.placeholder('wanted')}::timestamptz
  RETURNING idle_expires_at`;

/** A live token of an active user, its last use stamped at most once a minute. */
const tokenLookup = sql`
  WITH used AS (
    SELECT user_id, id, last_used_at FROM personal_access_tokens
    WHERE token_hash = ${sql.placeholder('tokenHash')} AND revoked_at IS NULL AND expires_at > now()
  ), stamped AS (
    UPDATE personal_access_tokens SET last_used_at = now()
    FROM used
    WHERE personal_access_tokens.id = used.id
      AND (used.last_used_at IS NULL
        OR used.last_used_at < now() - make_interval(secs => ${WRITE_BEHIND_SECONDS}))
  )
  SELECT ${actorSelect} FROM used JOIN users u ON u.id = used.user_id WHERE u.status = 1`;

/**
 * Until when a session read at `read_at` answers the same without asking the database: its idle
 * or absolute expiry, or the moment its stored expiry would lag by more than a minute (the next
 * read must extend it), whichever comes first. Measured on the database's clock, as a duration.
 */
function freshnessOf(
  row: { absolute_expires_at: Date; read_at: Date },
  expiresAt: Date,
  idleMinutes: number,
): Freshness {
  const extensionDue = expiresAt.getTime() - idleMinutes * 60_000 + WRITE_BEHIND_SECONDS * 1000;
  const until = Math.min(
    expiresAt.getTime(),
    new Date(row.absolute_expires_at).getTime(),
    extensionDue,
  );
  return { servableMs: Math.max(0, until - new Date(row.read_at).getTime()) };
}

export function createAuthRepo(db: Database) {
  // Every signed-in request runs one of these: parsed and planned once per pooled connection.
  const lookUpSession = preparedStatement<
    ActorRow & {
      csrf_token: string;
      expires_at: Date;
      wanted: Date;
      behind: boolean;
      absolute_expires_at: Date;
      read_at: Date;
    }
  >(db, 'session_lookup', sessionLookup);
  const extendSession = preparedStatement<{ idle_expires_at: Date }>(
    db,
    'session_extension',
    sessionExtension,
  );
  const lookUpToken = preparedStatement<ActorRow>(db, 'access_token_lookup', tokenLookup);
  /**
   * Failed attempts matching `where` within the window. Attempts refused by the throttle itself
   * ('locked') are not counted: waiting them out must end the wait.
   */
  async function countFailures(where: SQL, windowMinutes: number): Promise<Failures> {
    const result = await db.execute<{ count: string; latest: Date | null }>(sql`
      SELECT count(*) AS count, max(created_at) AS latest FROM sign_ins
      WHERE ${where} AND NOT succeeded AND reason <> 'locked'
        AND created_at > now() - make_interval(mins => ${windowMinutes})`);
    const row = result.rows[0];
    return { count: Number(row?.count ?? 0), latest: row?.latest ? new Date(row.latest) : null };
  }

  return {
    async createSession(writer: Pick<Database, 'insert'>, session: NewSession): Promise<void> {
      await writer.insert(sessions).values(session);
    },

    /**
     * The caller of a session cookie: one statement, two when its expiry is due a move; and how
     * long, from the read, the answer stays true (see `freshnessOf`).
     */
    async touchSession(
      idHash: string,
      idleMinutes: number,
    ): Promise<{ lookup: SessionLookup; freshness: Freshness } | null> {
      const [row] = await lookUpSession({ idHash, idleMinutes });
      if (row === undefined) {
        return null;
      }
      const expiresAt = new Date(
        row.behind
          ? ((await extendSession({ idHash, wanted: row.wanted }))[0]?.idle_expires_at ??
              row.wanted)
          : row.expires_at,
      );
      return {
        lookup: { ...identifiedOf(row, 'session'), csrfToken: row.csrf_token, expiresAt },
        freshness: freshnessOf(row, expiresAt, idleMinutes),
      };
    },

    async deleteSession(writer: Pick<Database, 'delete'>, idHash: string): Promise<void> {
      await writer.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Ends every session of the user but the one named, if any (the one asking). */
    async deleteSessionsOf(
      writer: Pick<Database, 'delete'>,
      userId: number,
      exceptIdHash?: string,
    ): Promise<void> {
      await writer
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            exceptIdHash === undefined ? undefined : ne(sessions.idHash, exceptIdHash),
          ),
        );
    },

    /** The caller of a bearer token, in one statement (see `tokenLookup`). */
    async touchAccessToken(tokenHash: string): Promise<Identified | null> {
      const [row] = await lookUpToken({ tokenHash });
      return row === undefined ? null : identifiedOf(row, 'token');
    },

    async insertAccessToken(
      writer: Pick<Database, 'insert'>,
      token: { userId: number; name: string; tokenHash: string; expiresAt: Date },
    ) {
      const [row] = await writer.insert(personalAccessTokens).values(token).returning(tokenColumns);
      if (row === undefined) {
        throw new Error('insert returned no row');
      }
      return row;
    },

    async listAccessTokens(userId: number) {
      return db
        .select(tokenColumns)
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.userId, userId))
        .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
    },

    /** Revokes one of the user's own live tokens; false when there is none such. */
    async revokeAccessToken(
      writer: Pick<Database, 'update'>,
      userId: number,
      tokenId: number,
    ): Promise<boolean> {
      const revoked = await writer
        .update(personalAccessTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(personalAccessTokens.id, tokenId),
            eq(personalAccessTokens.userId, userId),
            isNull(personalAccessTokens.revokedAt),
          ),
        )
        .returning({ id: personalAccessTokens.id });
      return revoked.length > 0;
    },

    async recordSignIn(
      writer: Pick<Database, 'insert'>,
      entry: {
        userId: number | null;
        email: string;
        succeeded: boolean;
        reason: string;
        ip: string | null;
        userAgent: string | null;
        deviceHash: string | null;
      },
    ): Promise<void> {
      await writer.insert(signIns).values(entry);
    },

    /** Failures on this email from this client (address or device) since the client's last success there. */
    failuresOfClient(
      email: string,
      client: { ip: string | null } | { deviceHash: string },
      windowMinutes: number,
    ): Promise<Failures> {
      const ofClient = sql`lower(email) = lower(${email}) AND ${
        'deviceHash' in client
          ? sql`device_hash = ${client.deviceHash}`
          : sql`ip IS NOT DISTINCT FROM ${client.ip}::inet`
      }`;
      return countFailures(
        sql`${ofClient} AND created_at > coalesce(
          (SELECT max(created_at) FROM sign_ins WHERE ${ofClient} AND succeeded), '-infinity')`,
        windowMinutes,
      );
    },

    /** Failures from this address, on any email. */
    failuresOfAddress(ip: string | null, windowMinutes: number): Promise<Failures> {
      return countFailures(sql`ip IS NOT DISTINCT FROM ${ip}::inet`, windowMinutes);
    },

    /** Failures on this email from anywhere, since its account's password was last set. */
    failuresOfAccount(email: string, windowMinutes: number): Promise<Failures> {
      return countFailures(
        sql`lower(email) = lower(${email}) AND created_at > coalesce(
          (SELECT password_changed_at FROM users WHERE lower(users.email) = lower(${email})), '-infinity')`,
        windowMinutes,
      );
    },

    /** Whether this device has signed into this user's account before. */
    async isKnownDevice(userId: number | null, deviceHash: string): Promise<boolean> {
      const result = await db.execute<{ known: boolean }>(sql`
        SELECT EXISTS (SELECT 1 FROM sign_ins
          WHERE user_id = ${userId} AND device_hash = ${deviceHash} AND succeeded) AS known`);
      return result.rows[0]?.known === true;
    },

    async insertPasswordReset(reset: {
      tokenHash: string;
      userId: number | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(passwordResets).values(reset);
    },

    /** Marks a live reset token used and returns its user, atomically: a link works once. */
    async consumePasswordReset(
      writer: Pick<Database, 'update'>,
      tokenHash: string,
    ): Promise<number | null> {
      const [row] = await writer
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },

    async passwordHashOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row?.hash ?? null;
    },
  };
}

const tokenColumns = {
  id: personalAccessTokens.id,
  name: personalAccessTokens.name,
  createdAt: personalAccessTokens.createdAt,
  lastUsedAt: personalAccessTokens.lastUsedAt,
  expiresAt: personalAccessTokens.expiresAt,
  revokedAt: personalAccessTokens.revokedAt,
};

export type AuthRepo = ReturnType<typeof createAuthRepo>;
