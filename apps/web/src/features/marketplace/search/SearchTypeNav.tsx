import { SearchType } from '@hearth/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';

/** The three kinds of care; each keeps its own search, so switching loses nothing. */
export function SearchTypeNav({ current }: { current: SearchType }) {
  const { t } = useTranslation('marketplace');
  const localized = useLocalizedPath();
  return (
    <Stack
      component="nav"
      aria-label={t('searchTypes.label')}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {SearchType.codes.map((type) => (
        <Button
          key={type}
          component={RouterLink}
          to={localized(`/${type}`)}
          variant={type === current ? 'contained' : 'outlined'}
          aria-current={type === current ? 'page' : undefined}
        >
          {t(`searchTypes.${type}`)}
        </Button>
      ))}
    </Stack>
  );
}
