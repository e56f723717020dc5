import { BREAKPOINTS, type Locale } from '@hearth/domain';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { componentTexts } from './componentTexts.ts';

export type ThemeMode = 'light' | 'dark';

declare module '@mui/material/styles' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface BreakpointOverrides {
    xxl: true;
  }
}

// Warm, like the name. Every colour's main shade is read as text on the page (a text button, an
// outlined chip) and under its contrast text (a filled chip), so both keep WCAG AA's 4.5:1
// (theme.test.ts). MUI's own light warning and info are too pale for that: a darker amber and blue.
const palettes = {
  light: {
    primary: { main: '#a8431f' },
    secondary: { main: '#1f6f6b' },
    warning: { main: '#8f5b00' },
    info: { main: '#0368a8' },
    background: { default: '#fbf8f5', paper: '#ffffff' },
  },
  dark: {
    primary: { main: '#f4a27f' },
    secondary: { main: '#7fcfc8' },
    background: { default: '#171412', paper: '#211d1a' },
  },
} as const;

/** The theme in `mode`, with the component library's own words in `locale`. */
export function createAppTheme(mode: ThemeMode, locale: Locale): Theme {
  const options: ThemeOptions = {
    // MUI picks white or dark text on a colour by this ratio; its default of 3 lets white text
    // sit on dark mode's red at 3.7:1.
    palette: { mode, contrastThreshold: 4.5, ...palettes[mode] },
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
  };
  // Headings shrink on small screens, so a long title still fits a 360 px phone.
  return responsiveFontSizes(createTheme(options, componentTexts[locale]));
}
