import { SearchType } from '@hearth/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';

export type SearchTypeNavProps = {
  current: SearchType;
  /** Called as a link to another kind is followed, before that kind's page shows. */
  onSwitch?: (to: SearchType) => void;
};

/** The three kinds of care, as links. */
export function SearchTypeNav({ current, onSwitch }: SearchTypeNavProps) {
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
          onClick={type === current ? undefined : () => onSwitch?.(type)}
        >
          {t(`searchTypes.${type}`)}
        </Button>
      ))}
    </Stack>
  );
}
