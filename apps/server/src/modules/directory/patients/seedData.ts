import type { DailyActivity, Reaction } from '@hearth/domain';
import type { InEachLanguage } from '../../../db/seed/writtenIn.ts';
import { type NameGroup, type PeopleWords, twoDigits, words } from './demoPeopleWords.ts';
import { madridPeople } from './madridPeople.ts';

// Made-up people for the demo data: names of Canadian seniors of many heritages (Madrid's are in
// madridPeople.ts), the conditions home care sees most, and phone numbers in the 555-01xx range
// kept for fiction.

const canadianNameGroups: readonly NameGroup[] = [
  {
    language: null,
    weight: 8,
    female: words(
      'Margaret Dorothy Helen Shirley Patricia Barbara Joan Evelyn Ruth Eleanor Gloria',
    ),
    male: words('Robert William Donald George Kenneth Raymond Harold Walter Arthur Douglas'),
    family: words(
      "Thompson MacDonald Campbell Wilson Martin Anderson Taylor Fraser Murphy O'Brien",
    ),
  },
  {
    language: 'fr',
    weight: 4,
    female: words('Thérèse Yvonne Lorraine Monique Ginette Huguette'),
    male: words('Gérard Lucien Réjean Marcel Gilles'),
    family: words('Tremblay Gagnon Roy Côté Bouchard Morin Leblanc Bergeron Pelletier'),
  },
  {
    language: 'zh',
    weight: 2,
    female: words('Mei Lin Xiu Ying'),
    male: words('Wei Jian Ming Hong'),
    family: words('Chen Wong Li Zhang Lau'),
  },
  {
    language: 'pa',
    weight: 2,
    female: words('Harpreet Gurpreet Manjit Surinder'),
    male: words('Rajinder Gurdev Baldev Harbhajan'),
    family: words('Singh Sandhu Gill Dhillon Grewal'),
  },
  {
    language: 'it',
    weight: 1,
    female: words('Rosa Giuseppina Carmela'),
    male: words('Antonio Giovanni Salvatore'),
    family: words('Rossi Russo Esposito Ricci'),
  },
  {
    language: 'pt',
    weight: 1,
    female: words('Fátima Conceição Albertina'),
    male: words('Manuel Joaquim Fernando'),
    family: words('Ferreira Medeiros Pacheco'),
  },
  {
    language: 'es',
    weight: 1,
    female: words('Carmen Lucía Dolores'),
    male: words('José Javier Ramón'),
    family: words('Fernández Delgado García Morales'),
  },
  {
    language: 'uk',
    weight: 1,
    female: words('Olena Halyna Nadia'),
    male: words('Petro Mykola Ivan'),
    family: words('Kovalenko Shevchenko Bondarenko'),
  },
  {
    language: 'pl',
    weight: 1,
    female: words('Agnieszka Krystyna Halina'),
    male: words('Stanisław Tadeusz Zbigniew'),
    family: words('Kowalski Nowak Wiśniewski'),
  },
  {
    language: 'ar',
    weight: 1,
    female: words('Fatima Amina Samira'),
    male: words('Mohammed Ahmad Khalil'),
    family: words('Haddad Khoury Mansour'),
  },
  {
    language: 'vi',
    weight: 1,
    female: words('Linh Lan Hoa'),
    male: words('Minh Thanh Duc'),
    family: words('Nguyen Tran Pham'),
  },
  {
    language: 'tl',
    weight: 1,
    female: words('Luz Corazon Teresita'),
    male: words('Rodrigo Ernesto Rogelio'),
    family: words('Reyes Bautista Mendoza'),
  },
];

const canadianPreferredNames: Partial<Record<string, string>> = {
  Margaret: 'Peggy',
  Dorothy: 'Dot',
  Patricia: 'Pat',
  Robert: 'Bob',
  William: 'Bill',
  Donald: 'Don',
  Kenneth: 'Ken',
  Raymond: 'Ray',
  Douglas: 'Doug',
  Stanisław: 'Stan',
  Giuseppina: 'Pina',
  Gérard: 'Gerry',
};

// Home-care conditions in ICD-10; entries the shipped list lacks are skipped when seeding.
export const commonDiagnoses = words(`
  F03 F00 F01 G30.9 E11 I10 I50 J44 G20 I63 I69 M17 M81 F32 N18 I48 R26 C50 G35 H54 M16
  S72.0 L89 R32
`);

export type AllergySeed = {
  reaction: Reaction;
  /** The same allergy in each language, so a Madrid patient takes the same draws as any other. */
  text: InEachLanguage<{ allergen: string; notes: string }>;
};

const allergy = (
  reaction: Reaction,
  en: [allergen: string, notes: string],
  es: [allergen: string, notes: string],
): AllergySeed => ({
  reaction,
  text: {
    en: { allergen: en[0], notes: en[1] },
    es: { allergen: es[0], notes: es[1] },
  },
});

export const commonAllergies: readonly AllergySeed[] = [
  allergy(
    3,
    ['Penicillin', 'Anaphylaxis; carries an epinephrine auto-injector'],
    ['Penicilina', 'Anafilaxia; lleva un autoinyector de adrenalina'],
  ),
  allergy(2, ['Sulfa drugs', 'Widespread rash'], ['Sulfamidas', 'Erupción generalizada']),
  allergy(
    1,
    ['Latex', 'Skin irritation; use nitrile gloves'],
    ['Látex', 'Irritación de la piel; usar guantes de nitrilo'],
  ),
  allergy(3, ['Peanuts', 'Throat swelling'], ['Cacahuetes', 'Hinchazón de garganta']),
  allergy(2, ['Shellfish', 'Hives and vomiting'], ['Marisco', 'Urticaria y vómitos']),
  allergy(2, ['Codeine', 'Nausea and confusion'], ['Codeína', 'Náuseas y confusión']),
  allergy(
    2,
    ['Acetylsalicylic acid', 'Wheezing'],
    ['Ácido acetilsalicílico', 'Pitidos al respirar'],
  ),
  allergy(3, ['Bee stings', 'Anaphylaxis'], ['Picaduras de abeja', 'Anafilaxia']),
  allergy(1, ['Eggs', 'Stomach upset'], ['Huevo', 'Malestar de estómago']),
  allergy(1, ['Morphine', 'Itching'], ['Morfina', 'Picor']),
  allergy(1, ['Cats', 'Sneezing and watery eyes'], ['Gatos', 'Estornudos y lagrimeo']),
];

/** The activities an intake assessment rates first; the rest are often left for later. */
export const assessedActivities: readonly DailyActivity[] = [
  'bathing',
  'dressing',
  'toileting',
  'transferring',
  'mobility',
  'eating',
];

/** Relationship codes of the shipped list, family first: who is called in an emergency. */
export const emergencyRelationships = ['daughter', 'son', 'spouse', 'niece_nephew'] as const;
export const otherRelationships = [
  'friend',
  'neighbor',
  'power_of_attorney',
  'grandchild',
  'sister',
  'brother',
] as const;

const canadianContactFirstNames = words(`
  Sarah Michael Jennifer David Nathalie Marc Priya Kevin Linh Omar Sofia Daniel Aisha
  Tomasz Chloé Jasmine Ravi Laura Chidi Elena
`);

const canadianStreets = [
  'Maple Avenue',
  'Oak Street',
  'King Street West',
  'Queen Street East',
  'Elm Drive',
  'Birch Crescent',
  'Lakeshore Road',
  'Church Street',
  'Victoria Avenue',
  'Cedar Lane',
  'Main Street',
  'Pine Ridge Road',
  'Riverside Drive',
  'Park Avenue',
  'Willow Court',
];

const canadianPeople: PeopleWords = {
  nameGroups: canadianNameGroups,
  preferredNames: canadianPreferredNames,
  streets: canadianStreets,
  unit: (drawn) => String(drawn),
  phone: (n) => `+1 416 555 01${twoDigits(n)}`,
  contactPhone: (drawn) => `+1 647 555 01${twoDigits(drawn)}`,
  contactFirstNames: canadianContactFirstNames,
  otherFamilyNames: words('Harris Lambert Osei Dubois Kaur Nakamura Novak Walsh'),
  relativeFamilyName: (patientLastName) => patientLastName,
};

/** Who the demo patients of an agency are, by the language of its place. */
export const demoPeople: InEachLanguage<PeopleWords> = { en: canadianPeople, es: madridPeople };
