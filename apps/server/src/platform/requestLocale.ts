import { DEFAULT_LOCALE, Locale } from '@hearth/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The locale the web app asks in (it sends its page's locale as Accept-Language): Spanish of any
 * region reads es-ES, Canadian English en-CA, anything else the default.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const exact = Locale.codes.find((locale) => locale.toLowerCase() === tag);
    if (exact) {
      return exact;
    }
    if (tag.startsWith('es')) {
      return Locale.esES;
    }
    if (tag.startsWith('en')) {
      return DEFAULT_LOCALE;
    }
  }
  return DEFAULT_LOCALE;
}
