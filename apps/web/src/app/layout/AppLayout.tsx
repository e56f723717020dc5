import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet, ScrollRestoration } from 'react-router';
import { SessionExpiryWarning } from '../../features/identity/SessionExpiryWarning.tsx';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

const MAIN_ID = 'main-content';

/** Every page's frame: skip link, header, the page in <main>, footer. */
export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_ID} />
      <AppHeader />
      <Container
        component="main"
        id={MAIN_ID}
        // Focusable from script only, so the skip link can land here.
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 3, md: 5 } }}
      >
        <Outlet />
      </Container>
      <AppFooter />
      <SessionExpiryWarning />
      <ScrollRestoration />
    </Box>
  );
}
