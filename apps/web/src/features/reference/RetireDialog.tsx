import type { ReferenceList } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { displayName, type EntryRow } from './entries.ts';
import { useChangeEntry } from './referenceApi.ts';

export type RetireDialogProps = {
  list: ReferenceList;
  row: EntryRow;
  /** True to retire, false to offer it again. */
  retire: boolean;
  onClose: () => void;
  onDone: (row: EntryRow) => void;
};

/** Asks before retiring (or un-retiring) an entry, and says what that means for old records. */
export function RetireDialog({ list, row, retire, onClose, onDone }: RetireDialogProps) {
  const { t } = useTranslation('reference');
  const locale = useLocale();
  const change = useChangeEntry(list);
  const name = displayName(row, locale);
  const key = retire ? 'retire' : 'unretire';
  return (
    <ConfirmDialog
      title={t(`${key}.title`, { name })}
      message={t(`${key}.message`)}
      confirmLabel={t(`${key}.confirm`)}
      destructive={retire}
      pending={change.isPending}
      error={change.error}
      onConfirm={() => change.mutate({ kind: key, id: row.id }, { onSuccess: onDone })}
      onClose={onClose}
    />
  );
}
