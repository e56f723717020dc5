import { type MarketplaceProduct, SearchType } from '@hearth/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import PeopleIcon from '@mui/icons-material/Diversity3Outlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import SunIcon from '@mui/icons-material/WbSunnyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { HomeSearch } from './search/HomeSearch.tsx';

const CARE_KINDS: readonly {
  product: MarketplaceProduct;
  searchType: SearchType;
  Icon: SvgIconComponent;
}[] = [
  { product: 'homecare', searchType: SearchType.homecare, Icon: HomeIcon },
  { product: 'sharecare', searchType: SearchType.sharedLiving, Icon: PeopleIcon },
  { product: 'adultDay', searchType: SearchType.dayProgram, Icon: SunIcon },
];

/** The public face of the marketplace: what Hearth is and the kinds of care it covers. */
export function HomePage() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('marketplace');
  const localized = useLocalizedPath();
  usePageMeta(t('home.title'), t('home.intro'));

  return (
    <Stack spacing={{ xs: 5, md: 8 }}>
      <Box sx={{ maxWidth: 800 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('home.heading')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
          {t('home.intro')}
        </Typography>
      </Box>

      <HomeSearch />

      <Box component="section" aria-labelledby="care-kinds-heading">
        <Typography variant="h4" component="h2" id="care-kinds-heading" gutterBottom>
          {t('home.careKinds.heading')}
        </Typography>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {CARE_KINDS.map(({ product, searchType, Icon }) => (
            <Grid key={product} size={{ xs: 12, md: 4 }} component="li">
              <Card
                variant="outlined"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent>
                  <Icon color="primary" fontSize="large" aria-hidden />
                  <Typography variant="h5" component="h3" sx={{ mt: 1, mb: 1 }}>
                    {t(`home.careKinds.${product}.title`)}
                  </Typography>
                  <Typography color="text.secondary">
                    {t(`home.careKinds.${product}.description`)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ mt: 'auto', px: 2, pb: 2 }}>
                  <Button
                    component={RouterLink}
                    to={localized(`/${searchType}`)}
                    variant="outlined"
                  >
                    {tm(`home.searchButton.${searchType}`)}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Box component="section" aria-labelledby="agencies-heading" sx={{ maxWidth: 800 }}>
        <Typography variant="h4" component="h2" id="agencies-heading" gutterBottom>
          {t('home.agencies.heading')}
        </Typography>
        <Typography>{t('home.agencies.description')}</Typography>
      </Box>
    </Stack>
  );
}
