import type { ReportType } from '@hearth/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type ReportWords = {
  title: string;
  /** A column's header; a column the words do not know yet shows its key rather than nothing. */
  column: (key: string) => string;
  /** A chart series' name, the series' key when unknown. */
  series: (key: string) => string;
  /** A code cell's words, the code itself when unknown. */
  code: (value: string) => string;
};

/**
 * The words of one report. Server reports may add a column, series or status before the web has
 * words for it: it shows its own key, readable and visibly untranslated, never a blank.
 */
export function useReportWords(type: ReportType): ReportWords {
  const { t, i18n } = useTranslation('reports');
  const word = useCallback(
    (key: string, fallback: string) =>
      i18n.exists(key, { ns: 'reports' }) ? t(key as never) : fallback,
    [t, i18n],
  );
  return useMemo(
    () => ({
      title: word(`types.${type}.title`, type),
      column: (key) => word(`columns.${type}.${key}`, key),
      series: (key) => word(`series.${type}.${key}`, key),
      code: (value) => word(`codes.${type}.${value}`, value),
    }),
    [word, type],
  );
}
