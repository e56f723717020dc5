import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { useAuthDetails, useSignOut } from './authApi.ts';

/**
 * In the app bar: "Sign in" for a visitor; once in, a button named after the person, with profile
 * and sign-out. A phone's bar has no room for a name: there the button is an icon, and the name
 * heads the menu it opens.
 */
export function AccountMenu() {
  const { t } = useTranslation('identity');
  const { data: details, isPending } = useAuthDetails();
  const localized = useLocalizedPath();
  const signOut = useSignOut();
  const phone = !useMediaQuery((theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  if (isPending) {
    return null;
  }
  if (!details) {
    return (
      <Button
        component={RouterLink}
        to={localized('/sign-in')}
        variant="outlined"
        color="inherit"
        size={phone ? 'small' : 'medium'}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('accountMenu.signIn')}
      </Button>
    );
  }

  const handleSignOut = () => {
    close();
    signOut.mutate({ reason: 'signedOut' });
  };
  const opener = {
    'aria-label': t('accountMenu.open', { name: details.user.name }),
    'aria-haspopup': 'menu',
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor !== null,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;

  return (
    <>
      {phone ? (
        <IconButton color="inherit" {...opener}>
          <AccountCircleIcon aria-hidden />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          startIcon={<AccountCircleIcon aria-hidden />}
          sx={{ textTransform: 'none', maxWidth: 240 }}
          {...opener}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {details.user.name}
          </span>
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={localized('/user/profile')} onClick={close}>
          <ListItemText primary={details.user.name} secondary={t('accountMenu.profile')} />
        </MenuItem>
        <MenuItem onClick={handleSignOut}>{t('accountMenu.signOut')}</MenuItem>
      </Menu>
    </>
  );
}
