import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useAuthDetails } from '../identity/index.ts';
import { reportTypesFor } from './reportAccess.ts';

/** The reports the signed-in role can open, each with what it answers. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { data: details } = useAuthDetails();
  const localized = useLocalizedPath();
  usePageTitle(t('list.title'));
  const types = details ? reportTypesFor(details.user.role) : [];

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('list.title')}
      </Typography>
      <Typography>{t('list.intro')}</Typography>
      {types.length === 0 ? (
        <Alert severity="info">{t('list.none')}</Alert>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
          }}
        >
          {types.map((type) => (
            <li key={type}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={localized(`/user/reports/${type}`)}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      {t(`types.${type}.title`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`types.${type}.description`)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
