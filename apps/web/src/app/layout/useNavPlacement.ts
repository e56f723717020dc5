import { MOBILE_BREAKPOINT } from '@hearth/domain';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAuthDetails } from '../../features/identity/authApi.ts';

/**
 * Where the main navigation goes: behind a menu button on small screens; in the app bar for
 * visitors, who have few places to go; in a side bar for signed-in people, whose roles open many.
 */
export type NavPlacement = 'menu' | 'bar' | 'sidebar';

export function useNavPlacement(): NavPlacement {
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down(MOBILE_BREAKPOINT));
  const { data: details } = useAuthDetails();
  if (isMobile) {
    return 'menu';
  }
  return details ? 'sidebar' : 'bar';
}
