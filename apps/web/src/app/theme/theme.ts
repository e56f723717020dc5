import { BREAKPOINTS } from '@hearth/domain';
import type { Theme } from '@mui/material/styles';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';

export type ThemeMode = 'light' | 'dark';

declare module '@mui/material/styles' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface BreakpointOverrides {
    xxl: true;
  }
}

// Warm, like the name; both palettes keep text on the main colours at WCAG AA contrast or better.
const palettes = {
  light: {
    primary: { main: '#a8431f' },
    secondary: { main: '#1f6f6b' },
    background: { default: '#fbf8f5', paper: '#ffffff' },
  },
  dark: {
    primary: { main: '#f4a27f' },
    secondary: { main: '#7fcfc8' },
    background: { default: '#171412', paper: '#211d1a' },
  },
} as const;

export function createAppTheme(mode: ThemeMode): Theme {
  // Headings shrink on small screens, so a long title still fits a 360 px phone.
  const theme = createTheme({
    palette: { mode, ...palettes[mode] },
    breakpoints: { values: BREAKPOINTS },
    typography: {
      // System fonts: nothing to download before the first words show.
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    },
    components: {
      // Read the media query on the first render, so a phone never flashes the desktop layout.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      // Sentence case reads more easily than capitals, and matches how labels are translated.
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          // One clear focus ring for everything a keyboard reaches, links and buttons alike. It must
          // outrank MUI's own `outline: 0`. Fields keep their highlighted border instead, and what
          // only script focuses (<main> after the skip link) needs no ring around all of it.
          ':root :focus-visible:not(input, textarea, select, [tabindex="-1"])': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
  });
  return responsiveFontSizes(theme);
}
