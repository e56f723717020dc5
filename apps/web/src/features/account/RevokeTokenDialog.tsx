import type { AccessToken } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
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
  const titleId = useId();
  const textId = useId();
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
    <Dialog
      open={token !== null}
      onClose={revoke.isPending ? undefined : close}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('tokens.revokeTitle', { name: named?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('tokens.revokeText')}</DialogContentText>
        {revoke.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {revoke.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* The safe choice takes the focus, so Enter right after opening revokes nothing. */}
        <Button onClick={close} autoFocus disabled={revoke.isPending}>
          {t('tokens.cancel')}
        </Button>
        <SpinnerButton
          color="error"
          variant="contained"
          spinning={revoke.isPending}
          onClick={handleRevoke}
        >
          {t('tokens.revokeConfirm')}
        </SpinnerButton>
      </DialogActions>
    </Dialog>
  );
}
