import { Role } from '@hearth/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { navItemsFor } from '../../app/layout/navItems.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Dashboard } from '../dashboard/index.ts';
import { useAuthDetails } from './authApi.ts';

/**
 * The first page after signing in: who you are here, the figures of your scope at a glance, and
 * the places your role can go.
 */
export function OverviewPage() {
  const { t } = useTranslation('identity');
  const { t: tCommon } = useTranslation();
  const label = useLabel();
  usePageTitle(t('overview.title'));
  const localized = useLocalizedPath();
  const { data: details } = useAuthDetails();
  if (!details) {
    return null;
  }
  const shortcuts = navItemsFor(details).filter((item) => item.path.startsWith('/user/'));
  const organisation = details.organisation;

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h3" component="h1">
          {t('overview.welcome', { name: details.user.name })}
        </Typography>
        <Typography color="text.secondary">
          {t('overview.signedInAs', { role: label(Role.labelKey(details.user.role)) })}
          {organisation && ` · ${t(`overview.${organisation.kind}`)}`}
        </Typography>
      </Stack>
      <Dashboard details={details} />
      {shortcuts.length > 0 && (
        <section aria-labelledby="shortcuts-heading">
          <Typography variant="h5" component="h2" id="shortcuts-heading" gutterBottom>
            {t('overview.shortcuts')}
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shortcuts.map((item) => (
              <Grid key={item.path} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={localized(item.path)}>
                    <CardContent>
                      <Typography variant="h6" component="span">
                        {tCommon(item.labelKey)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </section>
      )}
    </Stack>
  );
}
