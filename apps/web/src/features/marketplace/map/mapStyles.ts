import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { MAP_MIN_HEIGHT } from './mapHeight.ts';
import { markerClasses } from './markerLayer.ts';
import { baseClasses } from './offlineBaseLayer.ts';
import { placeLabelClass } from './placeLabelLayer.ts';
import { LABEL_FONT_PX, LABEL_LINE_PX } from './placeLabels.ts';
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

/**
 * The base drawn without tiles, in the theme's mode: water (the map's background), land, borders,
 * and city names that read at 4.5:1 on both water and land (checked in mapStyles.test.ts).
 */
export const baseMapPalettes = {
  light: {
    water: '#aad3df',
    land: '#f2efe9',
    countryBorder: '#7d6f86',
    stateBorder: '#a596ad',
    label: '#1f2a30',
    halo: '#ffffff',
  },
  dark: {
    water: '#0f1d2b',
    land: '#3a4047',
    countryBorder: '#a3a9b2',
    stateBorder: '#7d838b',
    label: '#eef1f4',
    halo: '#000000',
  },
} as const;

const ring = (theme: Theme) =>
  `0 0 0 3px ${theme.palette.background.paper}, 0 1px 4px 3px ${alpha(theme.palette.common.black, 0.4)}`;

/** Leaflet's parts and our markers in the app's colours, light or dark. */
export const mapSx: SxProps<Theme> = (theme) => {
  const base = baseMapPalettes[theme.palette.mode];
  return {
    position: 'relative',
    width: '100%',
    height: '100%',
    minHeight: MAP_MIN_HEIGHT,
    '& .leaflet-container': {
      width: '100%',
      height: '100%',
      minHeight: MAP_MIN_HEIGHT,
      // The water, seen wherever neither land nor tiles are drawn.
      backgroundColor: base.water,
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
    [`& .${baseClasses.land}`]: { fill: base.land },
    [`& .${baseClasses.countryBorder}`]: { stroke: base.countryBorder },
    [`& .${baseClasses.stateBorder}`]: { stroke: base.stateBorder },
    [`& .${placeLabelClass}`]: {
      position: 'absolute',
      // Centred on the city's point, where the label's room was reserved.
      transform: 'translate(-50%, -50%)',
      whiteSpace: 'nowrap',
      fontSize: LABEL_FONT_PX,
      lineHeight: `${LABEL_LINE_PX}px`,
      fontWeight: theme.typography.fontWeightMedium,
      color: base.label,
      // A halo keeps the name readable where it crosses a border or a coast.
      textShadow: `0 0 2px ${base.halo}, 0 0 3px ${base.halo}`,
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
  };
};
