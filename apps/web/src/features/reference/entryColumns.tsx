import { Country, MarketplaceProduct, SurveyQuestionKind } from '@hearth/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { Column } from '../../components/list/DataList.tsx';
import { displayName, type EntryDetail, type EntryRow } from './entries.ts';

export type EntryAction = 'rename' | 'retire' | 'unretire';

function useDetailText() {
  const { t } = useTranslation('reference');
  const label = useLabel();
  const locale = useLocale();
  return useCallback(
    (detail: EntryDetail): string => {
      switch (detail.kind) {
        case 'none':
          return '';
        case 'country':
          return label(Country.labelKey(detail.country));
        case 'place':
          return t('detail.population', {
            province: detail.provinceCode,
            country: label(Country.labelKey(detail.country)),
            population: new Intl.NumberFormat(locale).format(detail.population),
          });
        case 'nativeName':
          return detail.text;
        case 'rank':
          return detail.rank === null
            ? t('detail.offLadder')
            : t('detail.rank', { rank: detail.rank });
        case 'product':
          return label(MarketplaceProduct.labelKey(detail.product));
        case 'question':
          return t(detail.required ? 'detail.required' : 'detail.optional', {
            kind: label(SurveyQuestionKind.labelKey(detail.questionKind)),
          });
      }
    },
    [t, label, locale],
  );
}

/** The columns of a reference list; the last holds the actions on each entry. */
export function useEntryColumns(onAction: (action: EntryAction, row: EntryRow) => void) {
  const { t } = useTranslation('reference');
  const locale = useLocale();
  const detailText = useDetailText();
  return useMemo(
    (): Column<EntryRow>[] => [
      { id: 'name', header: t('columns.name'), cell: (row) => displayName(row, locale) },
      { id: 'code', header: t('columns.code'), cell: (row) => row.code, noWrap: true },
      { id: 'details', header: t('columns.details'), cell: (row) => detailText(row.detail) },
      {
        id: 'status',
        header: t('columns.status'),
        noWrap: true,
        cell: (row) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.retiredAt === null ? 'success' : 'default'}
            label={t(row.retiredAt === null ? 'status.current' : 'status.retired')}
          />
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: (row) => {
          const name = displayName(row, locale);
          const retired = row.retiredAt !== null;
          return (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              role="group"
              aria-label={t('actions.entryActions', { name })}
              sx={{ flexWrap: 'wrap' }}
            >
              <Button size="small" variant="outlined" onClick={() => onAction('rename', row)}>
                {t('actions.rename')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color={retired ? 'primary' : 'error'}
                onClick={() => onAction(retired ? 'unretire' : 'retire', row)}
              >
                {t(retired ? 'actions.unretire' : 'actions.retire')}
              </Button>
            </Stack>
          );
        },
      },
    ],
    [t, locale, detailText, onAction],
  );
}
