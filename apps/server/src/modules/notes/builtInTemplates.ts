import { NoteType } from '@hearth/domain';
import type { ReferenceLabels } from '../../db/schema/reference.ts';

/** What a template gives a new note, and the name it is picked by. */
export type TemplateText = { name: string; title: string; body: string };

export type BuiltInTemplate = {
  kind: 'patient' | 'hub';
  type: NoteType;
  english: TemplateText;
  spanish: TemplateText;
};

// The headings a new note starts from, in each language the app speaks. Canadian English writes
// these words as American English does.
export const builtInTemplates: readonly BuiltInTemplate[] = [
  {
    kind: 'patient',
    type: NoteType.monitoringLogs,
    english: {
      name: 'SOAP progress note',
      title: 'Progress note',
      body: 'Subjective:\n\nObjective:\n\nAssessment:\n\nPlan:\n',
    },
    spanish: {
      name: 'Nota de evolución SOAP',
      title: 'Nota de evolución',
      body: 'Subjetivo:\n\nObjetivo:\n\nValoración:\n\nPlan:\n',
    },
  },
  {
    kind: 'patient',
    type: NoteType.medications,
    english: {
      name: 'Medication administration',
      title: 'Medication administration',
      body: 'Medication and dose:\n\nTime given:\n\nRoute:\n\nResponse or side effects:\n\nFollow-up:\n',
    },
    spanish: {
      name: 'Administración de medicación',
      title: 'Administración de medicación',
      body: 'Medicamento y dosis:\n\nHora de administración:\n\nVía:\n\nRespuesta o efectos secundarios:\n\nSeguimiento:\n',
    },
  },
  {
    kind: 'patient',
    type: NoteType.familyOrCarerCommunication,
    english: {
      name: 'Family communication',
      title: 'Conversation with family',
      body: 'Who was contacted:\n\nHow (phone, visit, message):\n\nWhat was discussed:\n\nAgreed next steps:\n',
    },
    spanish: {
      name: 'Comunicación con la familia',
      title: 'Conversación con la familia',
      body: 'Con quién se habló:\n\nCómo (teléfono, visita, mensaje):\n\nQué se trató:\n\nPróximos pasos acordados:\n',
    },
  },
  {
    kind: 'patient',
    type: NoteType.riskManagement,
    english: {
      name: 'Incident or risk',
      title: 'Incident report',
      body: 'What happened:\n\nWhen and where:\n\nWho was involved:\n\nImmediate action taken:\n\nWho was notified:\n\nPrevention plan:\n',
    },
    spanish: {
      name: 'Incidente o riesgo',
      title: 'Informe de incidente',
      body: 'Qué ocurrió:\n\nCuándo y dónde:\n\nQuién estuvo implicado:\n\nMedidas inmediatas:\n\nA quién se avisó:\n\nPlan de prevención:\n',
    },
  },
  {
    kind: 'hub',
    type: NoteType.administrative,
    english: {
      name: 'House meeting',
      title: 'House meeting',
      body: 'Present:\n\nTopics discussed:\n\nDecisions:\n\nActions and owners:\n',
    },
    spanish: {
      name: 'Reunión de la casa',
      title: 'Reunión de la casa',
      body: 'Asistentes:\n\nTemas tratados:\n\nDecisiones:\n\nTareas y responsables:\n',
    },
  },
  {
    kind: 'hub',
    type: NoteType.monitoringLogs,
    english: {
      name: 'Host check-in',
      title: 'Host check-in',
      body: 'Host:\n\nHow the home is doing:\n\nConcerns raised:\n\nSupport offered:\n\nNext check-in:\n',
    },
    spanish: {
      name: 'Seguimiento con el anfitrión',
      title: 'Seguimiento con el anfitrión',
      body: 'Anfitrión:\n\nCómo va el hogar:\n\nPreocupaciones planteadas:\n\nApoyo ofrecido:\n\nPróximo seguimiento:\n',
    },
  },
];

/** One of a template's texts in every locale. */
export function labelsOf(template: BuiltInTemplate, field: keyof TemplateText): ReferenceLabels {
  const english = template.english[field];
  return { 'en-US': english, 'en-CA': english, 'es-ES': template.spanish[field] };
}
