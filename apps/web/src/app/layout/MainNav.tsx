import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuthDetails } from '../../features/identity/authApi.ts';
import { useLocalizedPath } from '../i18n/useLocale.ts';
import { navItemsFor } from './navItems.ts';

export type MainNavProps = {
  /** `bar` lays the links out in the app bar, `drawer` as a list in the mobile menu. */
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
};

export function MainNav({ variant, onNavigate }: MainNavProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { data: details = null } = useAuthDetails();

  // NavLink marks the current page with aria-current="page", which both variants style.
  const links = navItemsFor(details).map(({ path, labelKey, end, Badge }) =>
    variant === 'bar' ? (
      <Button
        key={path}
        component={NavLink}
        to={localized(path)}
        end={end}
        color="inherit"
        sx={{ '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
      >
        {t(labelKey)}
        {Badge && <Badge />}
      </Button>
    ) : (
      // A list holds list items only; the link inside each is what a click or a key reaches.
      <ListItem key={path} disablePadding>
        <ListItemButton
          component={NavLink}
          to={localized(path)}
          end={end}
          onClick={onNavigate}
          sx={{ '&[aria-current="page"]': { fontWeight: 'bold', bgcolor: 'action.selected' } }}
        >
          <ListItemText primary={t(labelKey)} />
          {Badge && <Badge />}
        </ListItemButton>
      </ListItem>
    ),
  );

  return (
    <nav aria-label={t('nav.label')}>
      {variant === 'bar' ? (
        <Stack direction="row" spacing={1}>
          {links}
        </Stack>
      ) : (
        <List>{links}</List>
      )}
    </nav>
  );
}
