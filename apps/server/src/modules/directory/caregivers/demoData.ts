import type { CertificationKind, Competency, Skill } from '@hearth/domain';
import type { InEachLanguage } from '../../../db/seed/writtenIn.ts';

// Word lists the demo caregivers are drawn from, in the language of their agency's place. Names
// reflect who does home care in Canada's cities and in Madrid; every email domain and phone
// number (555) is made up.
//
// A text in both languages is one entry, so a Madrid caregiver takes the same draws as any other:
// the seeded draws every later demo person depends on stay as they were.

const words = (text: string) => text.split(' ');

export type CaregiverNameGroup = {
  /** Reference language code spoken besides the local one (null: the local language only). */
  language: string | null;
  weight: number;
  given: readonly string[];
  family: readonly string[];
};

const canadianNameGroups: readonly CaregiverNameGroup[] = [
  {
    language: 'tl',
    weight: 6,
    given: words('Maricel Rowena Jocelyn Analyn Marites Rhea Jerome Ramil Grace Liza'),
    family: words('Santos Reyes Cruz Bautista Villanueva Mendoza Garcia Ramos Aquino'),
  },
  {
    language: null,
    weight: 5,
    given: words('Sarah Jessica Melissa Amanda Kevin Ryan Nicole Tanya Shauna Andre'),
    family: words('Campbell Brown Williams Clarke Thompson Grant Francis Henry Morrison'),
  },
  {
    language: 'pa',
    weight: 3,
    given: words('Harpreet Manpreet Jaspreet Simran Gurleen Navdeep Amandeep'),
    family: words('Sandhu Gill Dhillon Grewal Brar Sidhu'),
  },
  {
    language: 'fr',
    weight: 3,
    given: words('Isabelle Nathalie Julie Mélanie Sylvie Mathieu Karine'),
    family: words('Gagnon Roy Côté Bouchard Gauthier Lavoie Fortin'),
  },
  {
    language: 'pt',
    weight: 2,
    given: words('Fernanda Ana Paula Rita Luísa Carlos'),
    family: words('Silva Costa Medeiros Pereira Sousa'),
  },
  {
    language: 'es',
    weight: 2,
    given: words('Lucía Daniela Alejandra Rosa Javier Camila'),
    family: words('Hernández Rojas Morales Vargas Castillo'),
  },
  {
    language: 'zh',
    weight: 2,
    given: words('Mei Xiaoling Yan Jun Hui'),
    family: words('Chen Wang Liu Zhao Huang'),
  },
  {
    language: 'so',
    weight: 1,
    given: words('Amina Hodan Faduma Sahra'),
    family: words('Abdi Hassan Warsame Farah'),
  },
  {
    language: 'uk',
    weight: 1,
    given: words('Oksana Olena Iryna Natalia'),
    family: words('Kovalenko Shevchenko Bondarenko Melnyk'),
  },
];

// In Madrid: Spaniards, with their two family names, and the Latin American, Romanian, Filipino
// and Moroccan women and men who do much of the city's home care.
const madridNameGroups: readonly CaregiverNameGroup[] = [
  {
    language: null,
    weight: 5,
    given: words('María Carmen Lucía Pilar Cristina Raquel Beatriz Elena Sergio Pablo'),
    family: [
      'García Ruiz',
      'Martínez Gil',
      'López Navarro',
      'Sánchez Moreno',
      'Pérez Castro',
      'Gómez Serrano',
      'Martín Ortega',
      'Jiménez Molina',
    ],
  },
  {
    language: null,
    weight: 4,
    given: words('Maritza Johana Gladys Lorena Nelly Yesenia Fredy Edison'),
    family: words('Quispe Guamán Cárdenas Zambrano Benítez Mosquera Vera Chávez'),
  },
  {
    language: 'ro',
    weight: 2,
    given: words('Ioana Mihaela Gabriela Daniela Florin Adrian'),
    family: words('Popescu Ionescu Dumitru Constantin Stan'),
  },
  {
    language: 'tl',
    weight: 1,
    given: words('Maricel Rowena Jocelyn Analyn'),
    family: words('Santos Reyes Bautista Villanueva'),
  },
  {
    language: 'ar',
    weight: 1,
    given: words('Naima Khadija Samira Youssef'),
    family: ['El Amrani', 'Benali', 'Bennani', 'Alaoui'],
  },
];

export const caregiverNameGroups: InEachLanguage<readonly CaregiverNameGroup[]> = {
  en: canadianNameGroups,
  es: madridNameGroups,
};

/** The nth caregiver's phone number, a mobile of the place. */
export const caregiverPhone: InEachLanguage<(n: number) => string> = {
  en: (n) => `+1 416-555-${String(100 + n).padStart(4, '0')}`,
  es: (n) =>
    `+34 655 55 ${String(100 + n)
      .padStart(4, '0')
      .replace(/(..)$/, ' $1')}`,
};

/** Streets caregivers live on: names every town of the place has. */
export const caregiverStreets: InEachLanguage<readonly string[]> = {
  en: ['Queen St', 'Bloor St', 'Main St', 'Elm Ave', 'Victoria Rd', 'Park Dr'],
  es: [
    'Calle Mayor',
    'Calle Real',
    'Calle de la Iglesia',
    'Avenida de la Constitución',
    'Calle del Olivo',
    'Avenida de España',
  ],
};

/** Profession codes (reference list) with how often agencies employ them. */
export const professionMix: readonly { code: string | null; weight: number }[] = [
  { code: 'psw', weight: 30 },
  { code: 'hca', weight: 4 },
  { code: 'rpn', weight: 8 },
  { code: 'rn', weight: 6 },
  // Companions without a regulated profession.
  { code: null, weight: 2 },
];

export const statusMix = [
  { status: 'hired', weight: 30 },
  { status: 'pending', weight: 9 },
  { status: 'notHired', weight: 5 },
  { status: 'offBoarded', weight: 6 },
] as const;

export const statusReasons: Record<
  'hired' | 'notHired' | 'offBoarded',
  readonly InEachLanguage<string>[]
> = {
  hired: [
    {
      en: 'References checked; strong interview.',
      es: 'Referencias comprobadas; muy buena entrevista.',
    },
    {
      en: 'Completed orientation and shadow shifts.',
      es: 'Completó la formación inicial y los turnos acompañados.',
    },
    {
      en: 'Hired for the weekend dementia team.',
      es: 'Incorporación al equipo de demencias de fin de semana.',
    },
  ],
  notHired: [
    {
      en: 'No availability on the shifts we need.',
      es: 'Sin disponibilidad en los turnos que necesitamos.',
    },
    { en: 'Certificate could not be verified.', es: 'Fue imposible verificar el certificado.' },
    {
      en: 'Position filled by an internal candidate.',
      es: 'Puesto cubierto por una candidatura interna.',
    },
  ],
  offBoarded: [
    { en: 'Moved out of the service area.', es: 'Se mudó fuera de la zona de servicio.' },
    { en: 'Resigned to return to school.', es: 'Dejó el puesto para volver a estudiar.' },
    {
      en: 'Contract ended at the end of the season.',
      es: 'El contrato terminó al acabar la temporada.',
    },
  ],
};

/** Caregiver role codes (reference list); everyone has one, some a second. */
export const primaryRoles = ['primary', 'backup', 'relief'] as const;
export const extraRoles = ['companion', 'homemaker', 'live_in', 'team_lead', 'trainer'] as const;

/** Skills a profession is usually strong in; others get lower ratings. */
export const skillFocus: Record<string, readonly Skill[]> = {
  psw: ['personalCare', 'mobilityTransfers', 'mealPreparation', 'dementiaCare'],
  hca: ['personalCare', 'mealPreparation', 'mobilityTransfers'],
  rpn: ['medicationAdministration', 'woundCare', 'diabetesCare', 'dementiaCare'],
  rn: ['medicationAdministration', 'woundCare', 'palliativeCare', 'diabetesCare'],
  none: ['mealPreparation', 'personalCare'],
};

export const focusLevels: readonly Competency[] = [2, 3, 3];
export const otherLevels: readonly Competency[] = [0, 1, 1, 2];

/** Weekly shift patterns: [start, end] on each chosen day. */
export const shiftPatterns: readonly (readonly [string, string][])[] = [
  [['07:00', '15:00']],
  [['15:00', '23:00']],
  [['08:00', '12:00']],
  [
    ['07:00', '11:00'],
    ['16:00', '20:00'],
  ],
  [['23:00', '24:00']],
  [['09:00', '17:00']],
];

/** The certificate each profession keeps on file, besides first aid and the police check. */
export const professionCertificate: Record<string, CertificationKind> = {
  psw: 'pswCertificate',
  hca: 'pswCertificate',
  rpn: 'nursingRegistration',
  rn: 'nursingRegistration',
};

export const bios: readonly InEachLanguage<string>[] = [
  {
    en: 'Patient and calm with clients living with dementia; enjoys cooking familiar meals with them.',
    es: 'Trato paciente y tranquilo con personas con demencia; disfruta cocinando con ellas los platos de siempre.',
  },
  {
    en: 'Experienced with mobility aids and two-person transfers; trained on ceiling and floor lifts.',
    es: 'Experiencia con ayudas para la movilidad y traslados entre dos personas; formación en grúas de techo y de suelo.',
  },
  {
    en: 'Former long-term care worker who now prefers the one-to-one time of home visits.',
    es: 'Trabajó en una residencia y ahora prefiere la atención individual de las visitas a domicilio.',
  },
  {
    en: 'Drives, and is happy to take clients to appointments and errands.',
    es: 'Tiene carné de conducir y acompaña con gusto a citas médicas y recados.',
  },
  {
    en: 'Comfortable with palliative clients and their families; speaks gently and listens well.',
    es: 'Experiencia en cuidados paliativos con pacientes y familias; habla con delicadeza y sabe escuchar.',
  },
  {
    en: 'Keeps careful notes and checks in with families at the end of every visit.',
    es: 'Anota con cuidado cada visita y habla con la familia antes de marcharse.',
  },
];
