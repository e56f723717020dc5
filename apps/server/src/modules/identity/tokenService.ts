import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit } from '../../platform/audit.ts';
import { hashSecret, newSecret } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthRepo } from './authRepo.ts';

// A recognisable prefix lets secret scanners spot a token pasted where it should not be.
const tokenPrefix = 'hrth_';

export function createTokenService(db: Database, authRepo: AuthRepo) {
  return {
    list: (userId: number) => authRepo.listAccessTokens(userId),

    async create(userId: number, name: string, expiresInDays: number, context: AuditContext) {
      const token = `${tokenPrefix}${newSecret()}`;
      const created = await db.transaction(async (tx) => {
        const row = await authRepo.insertAccessToken(tx, {
          userId,
          name,
          tokenHash: hashSecret(token),
          expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
        });
        await writeAudit(tx, context, {
          action: 'token.created',
          subjectType: 'access_token',
          subjectId: row.id,
          details: { name },
        });
        return row;
      });
      return { ...created, token };
    },

    async revoke(userId: number, tokenId: number, context: AuditContext): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await authRepo.revokeAccessToken(tx, userId, tokenId))) {
          throw new AppError('not_found', 'token_not_found');
        }
        await writeAudit(tx, context, {
          action: 'token.revoked',
          subjectType: 'access_token',
          subjectId: tokenId,
        });
      });
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
