import { ErrorCode, Locale, SERVER_MESSAGE_CODES, SERVER_MESSAGES } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n/i18n.ts';
import { resources } from '../test/translations.ts';
import { translatedErrorBody } from './serverMessages.ts';

describe('server messages', () => {
  it.each(Locale.codes)('has words in %s for every code the server sends', (locale) => {
    const i18n = createI18n(locale, resources);
    const missing = [
      ...SERVER_MESSAGE_CODES.map((code) => `serverMessages:${code}`),
      ...ErrorCode.codes.map((code) => `errors.byCode.${code}`),
    ].filter((key) => !i18n.exists(key, { fallbackLng: [] }));
    expect(missing).toEqual([]);
  });

  it('never says a server message in the server’s English on a Spanish page', () => {
    const i18n = createI18n('es-ES', resources);
    const english = SERVER_MESSAGE_CODES.filter(
      (code) => i18n.getResource('es-ES', 'serverMessages', code) === SERVER_MESSAGES[code],
    );
    expect(english).toEqual([]);
  });

  it('says a conflict in Spanish on a Spanish page, never the server’s English', () => {
    const shown = translatedErrorBody(
      {
        code: 'conflict',
        message: 'This contact already follows the patient’s care.',
        messageCode: 'contact_follows',
      },
      createI18n('es-ES', resources),
    );
    expect(shown.message).toBe('Este contacto ya sigue los cuidados del paciente.');
  });

  it('says a refusal with its values in Spanish: the invoice’s number, a field’s id', () => {
    const shown = translatedErrorBody(
      {
        code: 'conflict',
        message: 'Invoice 2026-0042 is already issued; an issued invoice never changes.',
        messageCode: 'invoice_issued',
        params: { number: '2026-0042' },
        errors: { relationshipId: ['There is no relationship with the id 7.'] },
        fields: { relationshipId: { code: 'relationship_not_found', params: { id: 7 } } },
      },
      createI18n('es-ES', resources),
    );
    expect(shown).toEqual({
      message: 'La factura 2026-0042 ya está emitida; una factura emitida no cambia nunca.',
      fieldErrors: {
        relationshipId: ['No existe ninguna relación con el identificador 7.'],
      },
    });
  });

  it('names a status in the page’s words where a refusal names one', () => {
    const shown = translatedErrorBody(
      {
        code: 'conflict',
        message: 'A caregiver who is notHired cannot be moved to hired.',
        messageCode: 'caregiver_move_refused',
        params: { from: 'notHired', to: 'hired' },
      },
      createI18n('es-ES', resources),
    );
    expect(shown.message).toBe(
      'Un cuidador en estado “No contratado” no puede pasar a “Contratado”.',
    );
  });

  it('says a refusal in American spelling on an American page', () => {
    const shown = translatedErrorBody(
      {
        code: 'conflict',
        message: 'This organisation has a live subscription already.',
        messageCode: 'live_subscription_exists',
      },
      createI18n('en-US', resources),
    );
    expect(shown.message).toBe('This organization has a live subscription already.');
  });

  it('says a breached password in Spanish on a Spanish page, by its code', () => {
    const shown = translatedErrorBody(
      {
        code: 'validation_failed',
        message: 'The given data was invalid.',
        messageCode: 'validation_failed',
        errors: {
          password: ['This password appears in lists of breached passwords. Choose another.'],
        },
        fields: { password: { code: 'password_breached' } },
      },
      createI18n('es-ES', resources),
    );
    expect(shown).toEqual({
      message: 'Los datos enviados no son válidos.',
      fieldErrors: {
        password: ['Esta contraseña aparece en listas de contraseñas filtradas. Elija otra.'],
      },
    });
  });

  it('fills in parameters, a moment in the page’s own format', () => {
    const i18n = createI18n('es-ES', resources);
    const until = '2026-03-04T15:30:00.000Z';
    const shown = translatedErrorBody(
      {
        code: 'account_locked',
        message: `Too many failed sign-ins from here. Try again after ${until}.`,
        messageCode: 'account_locked',
        params: { until },
      },
      i18n,
    );
    expect(shown.message).toContain('Demasiados inicios de sesión fallidos');
    expect(shown.message).not.toContain(until);
    expect(shown.message).toContain(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(until),
      ),
    );
  });

  it('keeps the server’s text for a code it does not know on an English page', () => {
    const body = {
      code: 'conflict' as const,
      message: 'This contact already follows the patient’s care.',
      messageCode: 'a_code_from_a_newer_server',
      errors: { email: ['Some newer rule.'] },
      fields: { email: { code: 'a_code_from_a_newer_server' } },
    };
    expect(translatedErrorBody(body, createI18n('en-CA', resources))).toEqual({
      message: body.message,
      fieldErrors: body.errors,
    });
  });

  it('shows no English on a Spanish page: an uncoded message gives way to its error code’s words', () => {
    const shown = translatedErrorBody(
      {
        code: 'conflict',
        message: 'This contact already follows the patient’s care.',
        errors: { name: ['Some English rule.'], email: ['family:validation.needsEmail'] },
      },
      createI18n('es-ES', resources),
    );
    expect(shown).toEqual({
      message: 'No se puede hacer en el estado actual del registro.',
      fieldErrors: {
        name: ['Este valor no es válido.'],
        // A translation key stays for the form to translate.
        email: ['family:validation.needsEmail'],
      },
    });
  });

  it('keeps a schema’s own key over the generic code of its check', () => {
    const shown = translatedErrorBody(
      {
        code: 'validation_failed',
        message: 'The given data was invalid.',
        messageCode: 'validation_failed',
        errors: { reason: ['shifts:validation.changeReasonRequired'] },
        fields: { reason: { code: 'invalid' } },
      },
      createI18n('en-US', resources),
    );
    expect(shown.fieldErrors).toEqual({ reason: ['shifts:validation.changeReasonRequired'] });
  });
});
