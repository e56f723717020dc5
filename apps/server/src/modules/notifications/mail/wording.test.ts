import { Locale, NOTIFICATION_KINDS, NOTIFICATION_PARAMS } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { MAIL_WORDING, storedEnglish } from './wording.ts';

// Every kind is worded in every locale from the params it declares, and from nothing else: a
// sentence that needed a param a notification does not carry would say "undefined".

/** Each declared param with a value of its own, to find in the sentence. */
const declaredParams = (kind: (typeof NOTIFICATION_KINDS)[number]) =>
  Object.fromEntries(NOTIFICATION_PARAMS[kind].map((name) => [name, `«${name}»`]));

describe('notification wording', () => {
  it.each(Locale.codes)('words every kind in %s from its declared params', (locale) => {
    for (const kind of NOTIFICATION_KINDS) {
      const params = declaredParams(kind);
      const { subject, body } = MAIL_WORDING[locale].kinds[kind];
      const sentence = body(params);
      expect(subject, kind).not.toBe('');
      expect(sentence, kind).not.toContain('undefined');
      for (const value of Object.values(params)) {
        expect(sentence, kind).toContain(value);
      }
    }
  });

  it('stores the English of the mail with the notification', () => {
    expect(
      storedEnglish({
        kind: 'careRequest.received',
        params: declaredParams('careRequest.received'),
      }),
    ).toEqual({
      title: 'New care request',
      body: '«contactName» sent a care request («reference»).',
    });
  });
});
