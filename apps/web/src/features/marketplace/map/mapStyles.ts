import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { MAP_MIN_HEIGHT } from './mapHeight.ts';
import { markerClasses } from './markerLayer.ts';
import { searchAreaClass } from './useSearchView.ts';

// Read by screen readers, not drawn: the same idea as MUI's visuallyHidden.
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const ring = (theme: Theme) =>
  `0 0 0 3px ${theme.palette.background.paper}, 0 1px 4px 3px ${alpha(theme.palette.common.black, 0.4)}`;

/** Leaflet's parts and our markers in the app's colours, light or dark. */
export const mapSx: SxProps<Theme> = (theme) => ({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: MAP_MIN_HEIGHT,
  '& .leaflet-container': {
    width: '100%',
    height: '100%',
    minHeight: MAP_MIN_HEIGHT,
    // The blank base, seen wherever there are no tiles.
    backgroundColor:
      theme.palette.mode === 'dark' ? theme.palette.grey[800] : theme.palette.grey[200],
    fontFamily: theme.typography.fontFamily,
    borderRadius: `${theme.shape.borderRadius}px`,
  },
  [`& .${markerClasses.listing}`]: {
    borderRadius: '50%',
    backgroundColor: theme.palette.primary.main,
    boxShadow: ring(theme),
    cursor: 'pointer',
  },
  [`& .${markerClasses.listing}.${markerClasses.selected}`]: {
    backgroundColor: theme.palette.secondary.main,
    boxShadow: `${ring(theme)}, 0 0 0 7px ${theme.palette.secondary.main}`,
  },
  [`& .${markerClasses.cluster}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    boxShadow: ring(theme),
    fontWeight: theme.typography.fontWeightBold,
    fontSize: theme.typography.body2.fontSize,
    cursor: 'pointer',
  },
  [`& .${searchAreaClass}`]: {
    stroke: theme.palette.primary.main,
    fill: theme.palette.primary.main,
    fillOpacity: 0.06,
    strokeOpacity: 0.6,
  },
  '& .leaflet-bar a, & .leaflet-bar a:hover': {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    borderColor: theme.palette.divider,
  },
  '& .leaflet-control-attribution': {
    backgroundColor: alpha(theme.palette.background.paper, 0.8),
    color: theme.palette.text.secondary,
  },
});
