import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme, type ThemeMode } from './theme.ts';

// WCAG AA for normal text: chips and small buttons are 13-14 px, so no large-text allowance.
const AA_NORMAL_TEXT = 4.5;

/** What the eye sees of a see-through colour over an opaque one (MUI's dark text is 87% black). */
function seenOver(background: string, foreground: string): string {
  const front = decomposeColor(foreground);
  const back = decomposeColor(background);
  const alpha = front.type === 'rgba' ? (front.values[3] ?? 1) : 1;
  const mixed = [0, 1, 2].map(
    (channel) => (front.values[channel] ?? 0) * alpha + (back.values[channel] ?? 0) * (1 - alpha),
  );
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

const contrast = (foreground: string, background: string) =>
  getContrastRatio(seenOver(background, foreground), background);

const modes: ThemeMode[] = ['light', 'dark'];
const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('theme colours', () => {
  for (const mode of modes) {
    const { palette } = createAppTheme(mode, 'en-US');

    for (const colour of colours) {
      const { main, contrastText } = palette[colour];

      it(`${mode} ${colour}: a filled chip's or button's text reads on it`, () => {
        expect(contrast(contrastText, main)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      });

      it(`${mode} ${colour}: as text (an outlined chip, a text button) it reads on the page`, () => {
        expect(contrast(main, palette.background.default)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        expect(contrast(main, palette.background.paper)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      });
    }
  }
});
