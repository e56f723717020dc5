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

const template = (locale: Locale, kind: NotificationKind, part: 'title' | 'body') =>
  createI18n(locale, resources).getResource(locale, 'common', `notifications.kind.${kind}.${part}`);

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name);

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

  it('say every kind in Spanish, not in English', () => {
    const english = NOTIFICATION_KINDS.flatMap((kind) =>
      (['title', 'body'] as const)
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

  it('keeps the stored English of a part whose words need params it lacks (an older row)', () => {
    renderWithProviders(<Worded notifications={[notification(1, 'posting.accepted', {})]} />, {
      locale: 'es-ES',
    });
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Oferta aceptada — Stored English body 1',
    );
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
