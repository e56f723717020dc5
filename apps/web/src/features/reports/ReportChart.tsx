import type { ReportSeries } from '@hearth/domain';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { ChartKind } from './chartKinds.ts';
import { chartPointsOf } from './chartPoints.ts';

export type ReportChartProps = {
  kind: ChartKind;
  series: readonly ReportSeries[];
  /** A series' name in the page's language. */
  seriesName: (key: string) => string;
};

/** Enough ticks to read on a phone without the dates running into each other. */
const PHONE_TICKS = 4;
const WIDE_TICKS = 10;

/**
 * A report's series drawn by Recharts: its own chunk, loaded by the report page only. The chart
 * is a picture for sighted readers, hidden from screen readers (Recharts' keyboard layer names
 * its parts by series keys, in English): the page offers the same figures as a table.
 */
export function ReportChart({ kind, series, seriesName }: ReportChartProps) {
  const theme = useTheme();
  const locale = useLocale();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const points = useMemo(() => chartPointsOf(series), [series]);
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const colours = [
    theme.palette.primary.main,
    theme.palette.success.main,
    theme.palette.error.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.secondary.main,
  ];
  const colourOf = (index: number) => colours[index % colours.length];
  const tickCount = wide ? WIDE_TICKS : PHONE_TICKS;
  const interval = Math.max(0, Math.ceil(points.length / tickCount) - 1);
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <XAxis
      key="x"
      dataKey="bucket"
      interval={interval}
      tickFormatter={(day: string) => formatDay(day, locale)}
      tick={{ fontSize: 12 }}
    />,
    <YAxis
      key="y"
      allowDecimals={false}
      width={wide ? 48 : 36}
      tickFormatter={(value: number) => numbers.format(value)}
      tick={{ fontSize: 12 }}
    />,
    <Tooltip
      key="tooltip"
      labelFormatter={(day) => formatDay(String(day), locale)}
      formatter={(value, name) => [numbers.format(Number(value)), seriesName(String(name))]}
    />,
    <Legend key="legend" formatter={(name) => seriesName(String(name))} />,
  ];

  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={wide ? 320 : 240}>
        {kind === 'line' ? (
          <LineChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            {axes}
            {series.map(({ key }, index) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={key}
                stroke={colourOf(index)}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            {axes}
            {series.map(({ key }, index) => (
              <Bar
                key={key}
                dataKey={key}
                name={key}
                fill={colourOf(index)}
                stackId={kind === 'stacked' ? 'whole' : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
