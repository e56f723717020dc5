import { SearchType } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageMeta } from '../../../app/usePageMeta.ts';
import { ListError, ListLoading } from '../../../components/list/ListStatus.tsx';
import { usePlace } from './placePageApi.ts';
import { cityLabel, queryOfCity } from './places.ts';
import { SearchView } from './SearchView.tsx';
import { useCurrentSearchType, useSearchQuery } from './searchStateApi.ts';

/**
 * `/{locale}/locations/{province}/{city}`: care near one place. The place becomes the stored
 * query of the kind of care the visitor last looked at (home care at first), then that search
 * shows here.
 */
export function PlacePage() {
  const { t } = useTranslation('marketplace');
  const localized = useLocalizedPath();
  const { province = '', city = '' } = useParams();
  const place = usePlace(province, city);
  const current = useCurrentSearchType();
  const searchType: SearchType = current.data ?? SearchType.homecare;
  const { setQuery } = useSearchQuery(searchType);
  const [seeded, setSeeded] = useState<string | null>(null);
  const found = place.data ?? null;
  const name = found === null ? '' : cityLabel(found);
  const key = `${searchType}:${found?.id}`;

  const title = place.isPending
    ? t('placePage.loading')
    : found === null
      ? t('placePage.notFoundTitle')
      : t('placePage.title', { place: name });
  usePageMeta(title, found === null ? title : t('placePage.description', { place: name }));

  useEffect(() => {
    if (found !== null && !current.isPending && seeded !== key) {
      setQuery(queryOfCity(found));
      setSeeded(key);
    }
  }, [found, current.isPending, seeded, key, setQuery]);

  if (place.isPending || current.isPending || (found !== null && seeded !== key)) {
    return <ListLoading label={t('placePage.loading')} />;
  }
  if (place.isError) {
    return <ListError message={place.error.message} onRetry={() => void place.refetch()} />;
  }
  if (found === null) {
    return (
      <Alert
        severity="info"
        role="status"
        action={
          <Button component={RouterLink} to={localized(`/${SearchType.homecare}`)} color="inherit">
            {t('placePage.search')}
          </Button>
        }
      >
        <Typography component="h1" variant="h6">
          {t('placePage.notFoundTitle')}
        </Typography>
        {t('placePage.notFound')}
      </Alert>
    );
  }
  return (
    <SearchView
      key={searchType}
      searchType={searchType}
      heading={t('placePage.heading', { place: name, kind: t(`searchTypes.${searchType}`) })}
      leaveOnNewPlace
    />
  );
}
