import { type PlaceMatch, routes, type SearchQuery } from '@hearth/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/callApi.ts';
import { ListLoading } from '../../../components/list/ListStatus.tsx';
import { cityLabel, queryOfCity } from './places.ts';

export type UnknownPlaceProps = {
  /** The words the search could not place, as the person typed them. */
  placeText: string;
  onChoose: (query: SearchQuery) => void;
};

function usePlaceMatches(location: string) {
  return useQuery({
    queryKey: ['marketplace', 'placeMatches', location],
    queryFn: async ({ signal }): Promise<PlaceMatch[]> =>
      (await callApi(routes.marketplace.placeMatches(), { query: { location }, signal })).data,
    enabled: location !== '',
    staleTime: 10 * 60_000,
  });
}

/**
 * Says the typed place was not found, rather than searching another place of the same name,
 * and offers the gazetteer's closest cities as one-click choices.
 */
export function UnknownPlace({ placeText, onChoose }: UnknownPlaceProps) {
  const { t } = useTranslation('marketplace');
  const matches = usePlaceMatches(placeText);
  const promptId = useId();
  const found = matches.data ?? [];

  return (
    <Stack spacing={2}>
      {/* A heading may not take another role: the live region holds it, so it is still
          announced when the search turns out to have no place, and still a heading. */}
      <div role="status">
        <Typography variant="h6" component="h2">
          {t('place.notFound', { place: placeText })}
        </Typography>
      </div>
      {matches.isPending && placeText !== '' ? (
        <ListLoading label={t('place.loading')} />
      ) : found.length === 0 ? (
        <Typography>{t('place.noneClose')}</Typography>
      ) : (
        <>
          <Typography id={promptId}>{t('place.closest')}</Typography>
          <Stack
            component="ul"
            aria-labelledby={promptId}
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {found.map((city) => (
              <li key={city.id}>
                <Button variant="outlined" onClick={() => onChoose(queryOfCity(city))}>
                  {cityLabel(city)}
                </Button>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
