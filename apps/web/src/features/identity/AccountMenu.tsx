import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { useAuthDetails, useSignOut } from './authApi.ts';

/** In the app bar: "Sign in" for a visitor; the person's name, with profile and sign-out, once in. */
export function AccountMenu() {
  const { t } = useTranslation('identity');
  const { data: details, isPending } = useAuthDetails();
  const localized = useLocalizedPath();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  if (isPending) {
    return null;
  }
  if (!details) {
    return (
      <Button component={RouterLink} to={localized('/sign-in')} variant="outlined" color="inherit">
        {t('accountMenu.signIn')}
      </Button>
    );
  }

  const handleSignOut = () => {
    close();
    signOut.mutate({ reason: 'signedOut' });
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon aria-hidden />}
        aria-label={t('accountMenu.open', { name: details.user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: { xs: 140, sm: 240 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {details.user.name}
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={localized('/user/profile')} onClick={close}>
          {t('accountMenu.profile')}
        </MenuItem>
        <MenuItem onClick={handleSignOut}>{t('accountMenu.signOut')}</MenuItem>
      </Menu>
    </>
  );
}
