import { DEFAULT_THEME_MODE } from '@hearth/domain';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useLocale } from '../i18n/useLocale.ts';
import { readStored, writeStored } from '../storage.ts';
import type { ThemeMode } from './theme.ts';
import { createAppTheme } from './theme.ts';

export const THEME_STORAGE_KEY = 'hearth.theme';

type ThemeModeContextValue = { mode: ThemeMode; toggleMode: () => void };

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

function storedMode(): ThemeMode {
  const stored = readStored(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME_MODE;
}

export type ThemeModeProviderProps = { children: ReactNode };

/**
 * The MUI theme in the visitor's remembered mode, light unless they chose dark, speaking the
 * page's language.
 */
export function ThemeModeProvider({ children }: ThemeModeProviderProps) {
  const [mode, setMode] = useState<ThemeMode>(storedMode);
  const locale = useLocale();
  const theme = useMemo(() => createAppTheme(mode, locale), [mode, locale]);

  useEffect(() => {
    // On <html> too, so styles outside React and browser tests can see the mode.
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const value = useMemo<ThemeModeContextValue>(
    () => ({
      mode,
      toggleMode: () => {
        const next = mode === 'light' ? 'dark' : 'light';
        writeStored(THEME_STORAGE_KEY, next);
        setMode(next);
      },
    }),
    [mode],
  );

  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const context = useContext(ThemeModeContext);
  if (context === null) {
    throw new Error('useThemeMode needs a ThemeModeProvider above it');
  }
  return context;
}
