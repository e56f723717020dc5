import type { ReferenceLabels } from '../../../db/schema/reference.ts';

// A payer that is a way of paying, not an organisation, is named in the reader's language; an
// organisation (Medicare, Sanitas) keeps its own name everywhere.
export const privatePayNames: ReferenceLabels = {
  'en-US': 'Private pay',
  'en-CA': 'Private pay',
  'es-ES': 'Pago privado',
};

export const builtInPayerNames: readonly ReferenceLabels[] = [privatePayNames];
