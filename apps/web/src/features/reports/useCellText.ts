import { CARE_TIME_ZONE, type ReportCell, type ReportColumnKind } from '@hearth/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../app/i18n/formats.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { ReportWords } from './useReportWords.ts';

/** Writes a report cell as the locale writes its kind: the table shows what the export holds. */
export function useCellText(
  words: ReportWords,
): (kind: ReportColumnKind, cell: ReportCell) => string {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const formats = useMemo(
    () => ({
      number: new Intl.NumberFormat(locale),
      // Amounts without a currency sign: a report may sum agencies billing in different currencies.
      cents: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      instant: new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: CARE_TIME_ZONE,
      }),
    }),
    [locale],
  );
  return useCallback(
    (kind, cell) => {
      if (cell === null || cell === '') {
        return t('cell.empty');
      }
      if (typeof cell === 'boolean') {
        return cell ? t('cell.yes') : t('cell.no');
      }
      switch (kind) {
        case 'count':
        case 'number':
          return typeof cell === 'number' ? formats.number.format(cell) : cell;
        case 'cents':
          return typeof cell === 'number' ? formats.cents.format(cell / 100) : cell;
        case 'minutes':
          return typeof cell === 'number'
            ? t('cell.minutes', { hours: Math.floor(cell / 60), minutes: cell % 60 })
            : cell;
        case 'day':
          return formatDay(String(cell), locale);
        case 'instant':
          return formats.instant.format(new Date(String(cell)));
        case 'code':
          return words.code(String(cell));
        case 'flag':
        case 'text':
          return String(cell);
      }
    },
    [t, formats, locale, words],
  );
}
