import { AUDIT_ACTIONS, SUBJECT_TYPES } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n/i18n.ts';
import { resources } from '../../test/translations.ts';

// The locale files hold every key in every language (locales.test.ts); this holds the other end:
// each code the screen knows has a label, so none shows as a raw key.
describe('audit log labels', () => {
  const i18n = createI18n('en-US', resources);

  it.each(AUDIT_ACTIONS)('%s has a label', (action) => {
    expect(i18n.exists(`admin:auditLog.actions.${action}`)).toBe(true);
  });

  it.each(SUBJECT_TYPES)('%s has a label', (type) => {
    expect(i18n.exists(`admin:auditLog.subjects.${type}`)).toBe(true);
  });
});
