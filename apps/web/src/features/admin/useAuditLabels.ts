import { isAuditAction, isSubjectType } from '@hearth/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Words for the codes an audit entry holds; codes not known here show as they are. */
export function useAuditLabels() {
  const { t } = useTranslation('admin');
  const actionLabel = useCallback(
    (action: string) => (isAuditAction(action) ? t(`auditLog.actions.${action}`) : action),
    [t],
  );
  const subjectLabel = useCallback(
    (type: string, id: string | null) =>
      isSubjectType(type)
        ? t(`auditLog.subjects.${type}`, { id: id ?? '—' })
        : `${type} ${id ?? ''}`.trim(),
    [t],
  );
  return { actionLabel, subjectLabel };
}
