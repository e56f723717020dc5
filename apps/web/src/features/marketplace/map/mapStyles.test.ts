import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { baseMapPalettes } from './mapStyles.ts';

// WCAG AA for text of normal size; the names are 12 px, so no large-text allowance applies.
const AA_TEXT = 4.5;

describe('the base map colours', () => {
  for (const [mode, palette] of Object.entries(baseMapPalettes)) {
    it(`lets a city name read on water and on land (${mode})`, () => {
      expect(getContrastRatio(palette.label, palette.water)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(getContrastRatio(palette.label, palette.land)).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it(`tells land from water and draws borders that show on land (${mode})`, () => {
      expect(getContrastRatio(palette.land, palette.water)).toBeGreaterThan(1.2);
      expect(getContrastRatio(palette.countryBorder, palette.land)).toBeGreaterThanOrEqual(3);
    });
  }
});
