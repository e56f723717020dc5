import type { AccessToken } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../components/DateTime.tsx';
import { useAccessTokens } from './accountApi.ts';
import { RevokeTokenDialog } from './RevokeTokenDialog.tsx';
import { type TokenStatus, tokenStatus } from './tokenStatus.ts';

const statusColor = {
  active: 'success',
  expired: 'default',
  revoked: 'default',
} as const satisfies Record<TokenStatus, 'success' | 'default'>;

type TokenItemProps = { token: AccessToken; onRevoke: (token: AccessToken) => void };

function TokenItem({ token, onRevoke }: TokenItemProps) {
  const { t } = useTranslation('account');
  const formatDate = useDateTimeFormat();
  const status = tokenStatus(token);
  const facts: [string, string][] = [
    [t('tokens.created'), formatDate(token.createdAt)],
    [
      t('tokens.lastUsed'),
      token.lastUsedAt === null ? t('tokens.never') : formatDate(token.lastUsedAt),
    ],
    [t('tokens.expires'), formatDate(token.expiresAt)],
  ];
  if (token.revokedAt !== null) {
    facts.push([t('tokens.revokedAt'), formatDate(token.revokedAt)]);
  }

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {token.name}
          </Typography>
          <Chip size="small" color={statusColor[status]} label={t(`tokens.status.${status}`)} />
        </Stack>
        {status === 'active' && (
          <Box>
            <Button
              color="error"
              size="small"
              onClick={() => onRevoke(token)}
              aria-label={t('tokens.revokeNamed', { name: token.name })}
            >
              {t('tokens.revoke')}
            </Button>
          </Box>
        )}
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 1,
          m: 0,
        }}
      >
        {facts.map(([term, value]) => (
          <div key={term}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

/** My tokens, newest as the server orders them, each with its dates and a way to revoke it. */
export function AccessTokenList() {
  const { t } = useTranslation('account');
  const tokens = useAccessTokens();
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [revoked, setRevoked] = useState<AccessToken | null>(null);
  const revokedRef = useRef<HTMLDivElement>(null);

  // The focused revoke button is gone with the dialog: the keyboard lands on the outcome instead.
  useEffect(() => {
    if (revoked !== null) {
      revokedRef.current?.focus();
    }
  }, [revoked]);

  if (tokens.isPending) {
    return <CircularProgress aria-label={t('tokens.loading')} />;
  }
  if (tokens.isError) {
    return (
      <Alert severity="error" role="alert">
        {tokens.error.message}
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      {revoked !== null && (
        <Alert ref={revokedRef} tabIndex={-1} severity="success" role="status">
          {t('tokens.revoked', { name: revoked.name })}
        </Alert>
      )}
      {tokens.data.length === 0 ? (
        <Typography color="text.secondary">{t('tokens.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {tokens.data.map((token) => (
            <TokenItem key={token.id} token={token} onRevoke={setRevoking} />
          ))}
        </Stack>
      )}
      <RevokeTokenDialog
        token={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(token) => {
          setRevoking(null);
          setRevoked(token);
        }}
      />
    </Stack>
  );
}
