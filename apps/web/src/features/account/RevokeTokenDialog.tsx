import type { AccessToken } from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useRevokeAccessToken } from './accountApi.ts';

export type RevokeTokenDialogProps = {
  /** The token to revoke; null keeps the dialog closed. */
  token: AccessToken | null;
  onClose: () => void;
  onRevoked: (token: AccessToken) => void;
};

/** Asks before revoking: whatever uses the token stops working at once, for good. */
export function RevokeTokenDialog({ token, onClose, onRevoked }: RevokeTokenDialogProps) {
  const { t } = useTranslation('account');
  const revoke = useRevokeAccessToken();
  // Keeps the name on screen while the dialog fades out after `token` went back to null.
  const [named, setNamed] = useState(token);
  if (token !== null && token !== named) {
    setNamed(token);
  }

  const close = () => {
    revoke.reset();
    onClose();
  };
  const handleRevoke = () => {
    if (token === null) {
      return;
    }
    revoke.mutate(token.id, {
      onSuccess: () => {
        revoke.reset();
        onRevoked(token);
      },
    });
  };

  return (
    <ConfirmDialog
      open={token !== null}
      title={t('tokens.revokeTitle', { name: named?.name ?? '' })}
      message={t('tokens.revokeText')}
      confirmLabel={t('tokens.revokeConfirm')}
      destructive
      pending={revoke.isPending}
      error={revoke.error}
      onConfirm={handleRevoke}
      onClose={close}
    />
  );
}
