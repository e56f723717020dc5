import type { CertificationKind, Competency, Skill } from '@hearth/domain';

// Word lists the demo caregivers are drawn from. Names reflect who does home care in Canada's
// cities; every email domain and phone number (555) is made up.

const words = (text: string) => text.split(' ');

export type CaregiverNameGroup = {
  /** Reference language code spoken besides English (null: English only). */
  language: string | null;
  weight: number;
  given: readonly string[];
  family: readonly string[];
};

export const caregiverNameGroups: readonly CaregiverNameGroup[] = [
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

export const statusReasons = {
  hired: [
    'References checked; strong interview.',
    'Completed orientation and shadow shifts.',
    'Hired for the weekend dementia team.',
  ],
  notHired: [
    'No availability on the shifts we need.',
    'Certificate could not be verified.',
    'Position filled by an internal candidate.',
  ],
  offBoarded: [
    'Moved out of the service area.',
    'Resigned to return to school.',
    'Contract ended at the end of the season.',
  ],
} as const;

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

export const bios = [
  'Patient and calm with clients living with dementia; enjoys cooking familiar meals with them.',
  'Experienced with mobility aids and two-person transfers; trained on ceiling and floor lifts.',
  'Former long-term care worker who now prefers the one-to-one time of home visits.',
  'Drives, and is happy to take clients to appointments and errands.',
  'Comfortable with palliative clients and their families; speaks gently and listens well.',
  'Keeps careful notes and checks in with families at the end of every visit.',
] as const;
