import { Locale } from '@hearth/domain';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLocale, switchLocaleInPath } from './locale.ts';
import { useLocale } from './useLocale.ts';

/** Shows the same page in another language, and remembers the choice for the next visit. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    if (!Locale.isCode(next)) {
      return;
    }
    rememberLocale(next);
    void navigate({ pathname: switchLocaleInPath(pathname, next), search, hash });
  };

  // A native select: the phone's own picker, and plain keyboard use everywhere.
  return (
    <TextField
      select
      id="language-switcher"
      size="small"
      label={t('language.label')}
      value={locale}
      onChange={handleChange}
      slotProps={{ select: { native: true } }}
    >
      {Locale.codes.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(`language.names.${code}`)}
        </option>
      ))}
    </TextField>
  );
}
