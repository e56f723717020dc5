import CloseIcon from '@mui/icons-material/Close';
import FireplaceIcon from '@mui/icons-material/Fireplace';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountMenu } from '../../features/identity/AccountMenu.tsx';
import { useAuthDetails } from '../../features/identity/authApi.ts';
import { LazyNotificationBell } from '../../features/notifications/LazyNotifications.tsx';
import { ConnectionIndicator } from '../../features/realtime/ConnectionIndicator.tsx';
import { useLocalizedPath } from '../i18n/useLocale.ts';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { useBrandName } from '../usePageTitle.ts';
import { MainNav } from './MainNav.tsx';
import { useNavPlacement } from './useNavPlacement.ts';

const MENU_ID = 'main-menu';

/** Below the large breakpoint the navigation folds into a drawer behind a menu button. */
export function AppHeader() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const brand = useBrandName();
  const placement = useNavPlacement();
  const isMobile = placement === 'menu';
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = useAuthDetails().data != null;
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar position="sticky" color="default" elevation={1}>
      {/* A phone's bar is tight: small gaps, and the name gives way (…) rather than wrapping. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1, lg: 3 }, px: { xs: 1.5, sm: 3 } }}>
        {isMobile && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('nav.openMenu')}
            aria-controls={MENU_ID}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={localized('/')}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: { xs: 0.5, sm: 1 },
            minWidth: 0,
            fontWeight: 700,
            fontSize: { xs: '1.0625rem', sm: '1.25rem' },
            whiteSpace: 'nowrap',
          }}
        >
          <FireplaceIcon color="primary" aria-hidden />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {brand}
          </Box>
        </Link>
        {placement === 'bar' && <MainNav variant="bar" />}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            // An icon button's own padding parts it from the next on a phone.
            gap: { xs: 0, sm: 1 },
            flexShrink: 0,
            ml: 'auto',
          }}
        >
          {signedIn && (
            <>
              <ConnectionIndicator />
              <LazyNotificationBell />
            </>
          )}
          <ThemeToggle />
          <AccountMenu />
        </Box>
      </Toolbar>
      {isMobile && (
        <Drawer
          open={menuOpen}
          onClose={closeMenu}
          slotProps={{ paper: { id: MENU_ID, sx: { width: 280, maxWidth: '85vw' } } }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label={t('nav.closeMenu')} onClick={closeMenu}>
              <CloseIcon />
            </IconButton>
          </Box>
          <MainNav variant="drawer" onNavigate={closeMenu} />
        </Drawer>
      )}
    </AppBar>
  );
}
