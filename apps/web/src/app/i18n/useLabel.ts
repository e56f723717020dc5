import type { DOMAIN_I18N_NAMESPACE } from '@hearth/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A label key as enumerations give it: `Role.labelKey(Role.admin)` is `domain:role.admin`. */
export type DomainLabelKey = `${typeof DOMAIN_I18N_NAMESPACE}:${string}`;

/** Translates enumeration label keys: `label(Role.labelKey(user.role))`. */
export function useLabel(): (key: DomainLabelKey) => string {
  const { t } = useTranslation('domain');
  // The key's own type already checks it; i18next's types cannot follow a namespace prefix.
  return useCallback((key: DomainLabelKey) => t(key as never), [t]);
}
