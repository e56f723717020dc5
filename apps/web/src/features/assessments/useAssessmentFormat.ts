import { AssessmentRateUnit, type AssessmentSummary } from '@hearth/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { useDateFormat } from '../../components/DateTime.tsx';
import { currencyOf, formatMoney } from '../marketplace/index.ts';

type Dated = Pick<AssessmentSummary, 'startDate' | 'endDate'>;
type Rated = Pick<AssessmentSummary, 'rateCents' | 'rateUnit'>;

/** How lists and the detail page word a booking's dates and rate, in the page's language. */
export function useAssessmentFormat() {
  const { t } = useTranslation('assessments');
  const label = useLabel();
  const locale = useLocale();
  const formatDate = useDateFormat();

  const dates = useCallback(
    ({ startDate, endDate }: Dated): string | null => {
      if (startDate === null) {
        return null;
      }
      return endDate === null
        ? t('detail.openEnded', { start: formatDate(startDate) })
        : t('detail.dateRange', { start: formatDate(startDate), end: formatDate(endDate) });
    },
    [t, formatDate],
  );

  const rate = useCallback(
    ({ rateCents, rateUnit }: Rated): string | null => {
      if (rateCents === null || rateUnit === null) {
        return null;
      }
      // The currency of the page's country: agencies bill where their clients live.
      return t('detail.rateValue', {
        amount: formatMoney(rateCents, currencyOf(null, locale), locale),
        unit: label(AssessmentRateUnit.labelKey(rateUnit)).toLowerCase(),
      });
    },
    [t, label, locale],
  );

  return { dates, rate };
}
