import type { StatisticsTile } from '@hearth/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale, useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { tileLink } from './tileLinks.ts';

export type StatisticsTileCardProps = { tile: StatisticsTile };

/** One figure: the number in the reader's digits, what it counts, and where its rows are. */
export function StatisticsTileCard({ tile }: StatisticsTileCardProps) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const link = tileLink(tile);
  const content = (
    <CardContent>
      <Typography variant="h4" component="span" display="block">
        {new Intl.NumberFormat(locale).format(tile.value)}
      </Typography>
      <Typography component="span" display="block">
        {t(`tiles.${tile.key}.label`)}
      </Typography>
      {tile.value === 0 && (
        <Typography variant="body2" color="text.secondary" component="span" display="block">
          {t(`tiles.${tile.key}.none`)}
        </Typography>
      )}
    </CardContent>
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
