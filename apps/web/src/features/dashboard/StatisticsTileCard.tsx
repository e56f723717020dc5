import type { StatisticsTile, StatisticsTileKey } from '@hearth/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale, useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { tileLink } from './tileLinks.ts';

export type StatisticsTileCardProps = { tile: StatisticsTile };

/**
 * A tile's face: its figure (or a placeholder while it loads), what it counts, and the line an
 * empty figure shows. That line keeps its place (hidden) when the figure is not zero, so a tile
 * is as tall loading, empty or not, and the home below never moves as the figures arrive.
 */
function TileFace({
  tileKey,
  figure,
  empty,
}: {
  tileKey: StatisticsTileKey;
  figure: ReactNode;
  empty: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <CardContent>
      <Typography variant="h4" component="span" display="block">
        {figure}
      </Typography>
      <Typography component="span" display="block">
        {t(`tiles.${tileKey}.label`)}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        component="span"
        display="block"
        sx={empty ? undefined : { visibility: 'hidden' }}
      >
        {t(`tiles.${tileKey}.none`)}
      </Typography>
    </CardContent>
  );
}

/** One figure: the number in the reader's digits, what it counts, and where its rows are. */
export function StatisticsTileCard({ tile }: StatisticsTileCardProps) {
  const locale = useLocale();
  const localized = useLocalizedPath();
  const link = tileLink(tile);
  const content = (
    <TileFace
      tileKey={tile.key}
      figure={new Intl.NumberFormat(locale).format(tile.value)}
      empty={tile.value === 0}
    />
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {link === null ? (
        content
      ) : (
        <CardActionArea component={RouterLink} to={localized(link)} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      )}
    </Card>
  );
}

/** A tile whose figure is on its way, the size of the tile it becomes. */
export function PendingTileCard({ tileKey }: { tileKey: StatisticsTileKey }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <TileFace tileKey={tileKey} figure={<Skeleton width="2ch" />} empty={false} />
    </Card>
  );
}
