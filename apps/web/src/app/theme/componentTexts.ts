import type { Locale } from '@hearth/domain';
import { enUS, esES, type Localization } from '@mui/material/locale';

// MUI's pack names the autocomplete's button that opens the choices "Abierto" ("opened"); a
// button says what it does.
const spanish: Localization = {
  components: {
    ...esES.components,
    MuiAutocomplete: {
      defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' },
    },
  },
};

/**
 * The component library's own words (an autocomplete's "Open" and "Close", an alert's close
 * button, the page controls' defaults) for each locale. MUI has no Canadian pack; its English
 * words are spelled the same in Canada.
 */
export const componentTexts: Record<Locale, Localization> = {
  'en-US': enUS,
  'en-CA': enUS,
  'es-ES': spanish,
};
