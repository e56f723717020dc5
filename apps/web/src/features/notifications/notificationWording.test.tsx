import {
  Locale,
  NOTIFICATION_KINDS,
  NOTIFICATION_PARAMS,
  type Notification,
  type NotificationKind,
  NotificationPriority,
  notificationSchema,
  Role,
} from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n/i18n.ts';
import { demoHomecareListingId, sendCareRequest } from '../../test/marketplaceRequests.ts';
import { renderApp, renderWithProviders } from '../../test/renderApp.tsx';
import { createUser, uniqueTag } from '../../test/serverApi.ts';
import { signInWith } from '../../test/session.ts';
import { resources } from '../../test/translations.ts';
import { useNotificationText } from './useNotificationText.ts';

// A notification is stored with its kind and params; every page words it in its own language.

type Part = 'title' | 'body' | 'titleGeneral' | 'bodyGeneral';

const template = (locale: Locale, kind: NotificationKind, part: Part) =>
  createI18n(locale, resources).getResource(locale, 'common', `notifications.kind.${kind}.${part}`);

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name);

/**
 * Every part a kind is worded with: its title and body, and the general words of a part whose
 * words need params, said when a notification lacks them (a row from before params).
 */
const partsOf = (locale: Locale, kind: NotificationKind): Part[] =>
  (['title', 'body'] as const).flatMap((part) =>
    placeholders(String(template(locale, kind, part))).length > 0
      ? [part, `${part}General` as const]
      : [part],
  );

describe('notification words', () => {
  it.each(Locale.codes)('word every kind in %s from the params it carries', (locale) => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const part of ['title', 'body'] as const) {
        const text: unknown = template(locale, kind, part);
        expect(text, `${kind}.${part}`).toBeTypeOf('string');
        const declared: readonly string[] = NOTIFICATION_PARAMS[kind];
        expect(
          placeholders(String(text)).filter((name) => !declared.includes(name ?? '')),
          `${kind}.${part}`,
        ).toEqual([]);
      }
    }
  });

  it.each(Locale.codes)('word every kind in %s without params too, naming nothing', (locale) => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const part of partsOf(locale, kind).filter((each) => each.endsWith('General'))) {
        const text: unknown = template(locale, kind, part);
        expect(text, `${kind}.${part}`).toBeTypeOf('string');
        expect(placeholders(String(text)), `${kind}.${part}`).toEqual([]);
      }
    }
  });

  it('say every kind in Spanish, not in English', () => {
    const english = NOTIFICATION_KINDS.flatMap((kind) =>
      partsOf('en-US', kind)
        .filter((part) => template('es-ES', kind, part) === template('en-US', kind, part))
        .map((part) => `${kind}.${part}`),
    );
    expect(english).toEqual([]);
  });
});

/** A notification as the API answers it: the stored English beside its kind and params. */
function notification(id: number, kind: NotificationKind, params: Notification['params']) {
  return notificationSchema.parse({
    id,
    kind,
    priority: NotificationPriority.normal,
    title: `Stored English title ${id}`,
    body: `Stored English body ${id}`,
    link: null,
    params,
    readAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  });
}

function Worded({ notifications }: { notifications: Notification[] }) {
  const word = useNotificationText();
  return (
    <ul>
      {notifications.map((each) => {
        const { title, body } = word(each);
        return <li key={each.id}>{`${title} — ${body}`}</li>;
      })}
    </ul>
  );
}

describe('a notification on a Spanish page', () => {
  it('is worded in Spanish for every kind, its days in the Spanish format', () => {
    const values: Record<string, string | number> = {
      contactName: 'Dana',
      reference: 'CR-7',
      postingId: 12,
      referralId: 4,
      caregiverName: 'Ana Ruiz',
      invoiceNumber: 'M-2026-0003',
      nextAttemptOn: '2026-12-03',
      trialEnd: '2026-12-24',
      listingName: 'Hogar Sereno',
    };
    const all = NOTIFICATION_KINDS.map((kind, index) =>
      notification(
        index + 1,
        kind,
        Object.fromEntries(NOTIFICATION_PARAMS[kind].map((name) => [name, values[name] ?? ''])),
      ),
    );
    renderWithProviders(<Worded notifications={all} />, { locale: 'es-ES' });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items.filter((text) => text.includes('Stored English'))).toEqual([]);
    expect(items).toContain(
      'Pago de la membresía fallido — El pago de la factura M-2026-0003 ha fallado. Lo intentaremos de nuevo el 3 dic 2026.',
    );
    expect(items).toContain(
      'La prueba gratuita termina — Su prueba gratuita termina el 24 dic 2026; entonces empieza la membresía de pago.',
    );
    expect(items).toContain('Cumpleaños hoy — Hoy es el cumpleaños de Ana Ruiz.');
  });

  it('is listed in Spanish in the archive, from the real server', async () => {
    const agent = await createUser({ role: Role.agencyAgent });
    const authDetails = await signInWith(agent.email, agent.password);
    const family = `Familia ${uniqueTag()}`;
    await sendCareRequest(await demoHomecareListingId(), family);
    renderApp('/es-es/user/notifications', { authDetails });

    const list = await screen.findByRole('main');
    expect(
      await within(list).findByText(`${family} ha enviado una solicitud de cuidados`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(list).getAllByText('Nueva solicitud de cuidados').length).toBeGreaterThan(0);
    expect(within(list).queryByText(/New care request|sent a care request/)).toBeNull();
  });
});

/** Each kind stored without params, as the first wave wrote them: the API's answer as is. */
const withoutParams = () =>
  NOTIFICATION_KINDS.map((kind, index) => notification(index + 1, kind, {}));

describe.each([
  {
    locale: 'es-ES' as const,
    said: [
      'Nueva solicitud de cuidados — Una familia ha enviado una solicitud de cuidados.',
      'Oferta aceptada — Se ha aceptado una de sus ofertas.',
      'Cumpleaños hoy — Hoy es el cumpleaños de uno de sus cuidadores.',
      'Anexo a una nota — Se ha añadido un anexo a la nota de un paciente.',
    ],
  },
  {
    locale: 'en-CA' as const,
    said: [
      'New care request — A family sent a care request.',
      'Referral closed — One of your referrals was closed.',
      'Membership payment failed — A membership payment failed. We will try again.',
    ],
  },
])('a notification without params on an $locale page', ({ locale, said }) => {
  it('says its kind’s general words, never the stored English', () => {
    renderWithProviders(<Worded notifications={withoutParams()} />, { locale });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items).toHaveLength(NOTIFICATION_KINDS.length);
    expect(items.filter((text) => text.includes('Stored English'))).toEqual([]);
    expect(items.filter((text) => text.includes('{{') || text.includes('undefined'))).toEqual([]);
    for (const text of said) {
      expect(items).toContain(text);
    }
  });
});
