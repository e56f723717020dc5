import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAuthDetails } from '../../features/identity/authApi.ts';
import { SessionExpiryWarning } from '../../features/identity/SessionExpiryWarning.tsx';
import { LazyLiveNotifications } from '../../features/notifications/LazyNotifications.tsx';
import { CaregiverOffline } from '../../features/offline/CaregiverOffline.tsx';
import { RealtimeProvider } from '../../features/realtime/RealtimeProvider.tsx';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MainNav } from './MainNav.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useNavPlacement } from './useNavPlacement.ts';

const MAIN_ID = 'main-content';

/** Every page's frame: skip link, header, the page in <main>, footer. */
export function AppLayout() {
  const sidebar = useNavPlacement() === 'sidebar';
  const signedIn = useAuthDetails().data != null;
  return (
    <RealtimeProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink targetId={MAIN_ID} />
        <AppHeader />
        <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
          {sidebar && (
            <Box sx={{ width: 240, flexShrink: 0, borderRight: 1, borderColor: 'divider', py: 2 }}>
              <MainNav variant="drawer" />
            </Box>
          )}
          <Container
            component="main"
            id={MAIN_ID}
            // Focusable from script only, so the skip link can land here.
            tabIndex={-1}
            maxWidth="lg"
            // At least a screen high, so the footer starts below the first screen and a page that
            // grows as its code and data arrive never pushes it across the screen.
            sx={{ flex: 1, minWidth: 0, minHeight: '100vh', py: { xs: 3, md: 5 } }}
          >
            <Outlet />
          </Container>
        </Box>
        <AppFooter />
        <SessionExpiryWarning />
        {signedIn && <LazyLiveNotifications />}
        <CaregiverOffline />
        <ScrollRestoration />
      </Box>
    </RealtimeProvider>
  );
}
