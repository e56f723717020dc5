import type { Locale, NotificationKind } from '@hearth/domain';

type Params = Record<string, string | number>;

/** One kind's mail: its subject (also the heading) and its sentence, from the params. */
export type KindWording = { subject: string; body: (params: Params) => string };

/** What every notification mail says around its own sentence. */
export type MailChrome = {
  open: string;
  why: string;
  preferences: string;
  unsubscribe: string;
};

export type LocaleWording = { kinds: Record<NotificationKind, KindWording>; chrome: MailChrome };

const english: LocaleWording = {
  kinds: {
    'careRequest.received': {
      subject: 'New care request',
      body: (p) => `${p.contactName} sent a care request (${p.reference}).`,
    },
    'posting.accepted': {
      subject: 'Posting accepted',
      body: (p) => `Your posting #${p.postingId} was accepted.`,
    },
    'referral.closed': {
      subject: 'Referral closed',
      body: (p) => `Your referral #${p.referralId} was closed.`,
    },
    'note.appended': {
      subject: 'Note addendum',
      body: () => "An addendum was appended to a patient's note.",
    },
    'caregiver.birthday': {
      subject: 'Birthday today',
      body: (p) => `It is ${p.caregiverName}'s birthday today.`,
    },
    'subscription.paymentFailed': {
      subject: 'Membership payment failed',
      body: (p) =>
        `Payment of invoice ${p.invoiceNumber} failed. We will try again on ${p.nextAttemptOn}.`,
    },
    'subscription.pastDue': {
      subject: 'Membership past due',
      body: (p) =>
        `Invoice ${p.invoiceNumber} is unpaid: your marketplace listings are hidden until it is paid.`,
    },
    'subscription.trialEnding': {
      subject: 'Free trial ending',
      body: (p) => `Your free trial ends on ${p.trialEnd}; paid membership starts then.`,
    },
    'subscription.paymentRecovered': {
      subject: 'Membership payment received',
      body: (p) => `Invoice ${p.invoiceNumber} is paid; your membership is in good standing.`,
    },
    'careRequest.sent': {
      subject: 'Your care request was sent',
      body: (p) =>
        `Your care request (${p.reference}) went to ${p.listingName}. They will contact you to talk about the care you need; you can follow where it stands on your Hearth home page.`,
    },
  },
  chrome: {
    open: 'Open in Hearth',
    why: 'You receive this mail because of your notification settings in Hearth.',
    preferences: 'Choose which notifications reach you by mail',
    unsubscribe: 'Stop these mails',
  },
};

const spanish: LocaleWording = {
  kinds: {
    'careRequest.received': {
      subject: 'Nueva solicitud de cuidados',
      body: (p) => `${p.contactName} ha enviado una solicitud de cuidados (${p.reference}).`,
    },
    'posting.accepted': {
      subject: 'Oferta aceptada',
      body: (p) => `Se ha aceptado su oferta n.º ${p.postingId}.`,
    },
    'referral.closed': {
      subject: 'Derivación cerrada',
      body: (p) => `Se ha cerrado su derivación n.º ${p.referralId}.`,
    },
    'note.appended': {
      subject: 'Anexo a una nota',
      body: () => 'Se ha añadido un anexo a la nota de un paciente.',
    },
    'caregiver.birthday': {
      subject: 'Cumpleaños hoy',
      body: (p) => `Hoy es el cumpleaños de ${p.caregiverName}.`,
    },
    'subscription.paymentFailed': {
      subject: 'Pago de la membresía fallido',
      body: (p) =>
        `El pago de la factura ${p.invoiceNumber} ha fallado. Lo intentaremos de nuevo el ${p.nextAttemptOn}.`,
    },
    'subscription.pastDue': {
      subject: 'Membresía con pago vencido',
      body: (p) =>
        `La factura ${p.invoiceNumber} está sin pagar: sus anuncios no aparecen en las búsquedas hasta que se pague.`,
    },
    'subscription.trialEnding': {
      subject: 'La prueba gratuita termina',
      body: (p) =>
        `Su prueba gratuita termina el ${p.trialEnd}; entonces empieza la membresía de pago.`,
    },
    'subscription.paymentRecovered': {
      subject: 'Pago de la membresía recibido',
      body: (p) => `La factura ${p.invoiceNumber} está pagada; su membresía está al día.`,
    },
    'careRequest.sent': {
      subject: 'Su solicitud de cuidados se ha enviado',
      body: (p) =>
        `Su solicitud de cuidados (${p.reference}) se ha enviado a ${p.listingName}. Se pondrán en contacto con usted para hablar de los cuidados que necesita; puede seguir su estado en su página de inicio de Hearth.`,
    },
  },
  chrome: {
    open: 'Abrir en Hearth',
    why: 'Recibe este correo por sus preferencias de notificaciones en Hearth.',
    preferences: 'Elija qué notificaciones le llegan por correo',
    unsubscribe: 'No recibir más estos correos',
  },
};

/** The mails' wording per locale; Canada's English is the same as the United States'. */
export const MAIL_WORDING: Record<Locale, LocaleWording> = {
  'en-US': english,
  'en-CA': english,
  'es-ES': spanish,
};

/**
 * The English title and body stored with a notification, for API clients and older webs: the
 * words of its mail. The web words it from its kind and params in the reader's language.
 */
export function storedEnglish(draft: { kind: NotificationKind; params: Params }) {
  const wording = english.kinds[draft.kind];
  return { title: wording.subject, body: wording.body(draft.params) };
}
