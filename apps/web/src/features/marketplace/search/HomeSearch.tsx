import { SEARCH_TYPE_PRODUCT, type SearchQuery, SearchType } from '@hearth/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { PlaceBox } from './PlaceBox.tsx';
import { useProductAddress, useSearchQuery } from './searchStateApi.ts';

/** The home page's search: a kind of care and a place; choosing the place opens the results. */
export function HomeSearch() {
  const { t } = useTranslation('marketplace');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [searchType, setSearchType] = useState<SearchType>(SearchType.homecare);
  const { setQuery } = useSearchQuery(searchType);
  // The place last searched for this kind of care starts in the box; a failed call leaves it empty.
  const address = useProductAddress(SEARCH_TYPE_PRODUCT[searchType]).data;
  const lastPlace =
    address === undefined || address === null || address === 'error'
      ? ''
      : (address.location ?? '');

  const start = (query: SearchQuery) => {
    setQuery(query);
    void navigate(localized(`/${searchType}`));
  };

  return (
    <Box component="section" aria-labelledby="home-search-heading" sx={{ maxWidth: 800 }}>
      <Typography variant="h5" component="h2" id="home-search-heading" gutterBottom>
        {t('home.searchHeading')}
      </Typography>
      <Stack role="search" direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('home.kind')}
          value={searchType}
          onChange={(event) => {
            if (SearchType.isCode(event.target.value)) {
              setSearchType(event.target.value);
            }
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: { sm: 220 } }}
        >
          {SearchType.codes.map((type) => (
            <option key={type} value={type}>
              {t(`searchTypes.${type}`)}
            </option>
          ))}
        </TextField>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PlaceBox key={`${searchType}:${lastPlace}`} value={lastPlace} onChoose={start} />
        </Box>
      </Stack>
    </Box>
  );
}
