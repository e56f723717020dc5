import type { DailyActivity, Reaction } from '@hearth/domain';

/** Words separated by white space: long lists of single-word names stay compact. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

// Made-up people for the demo data: names of Canadian seniors of many heritages, the
// conditions home care sees most, and phone numbers in the 555-01xx range kept for fiction.

/** People of one heritage: their names, and the language besides English many of them speak. */
export type NameGroup = {
  language: string | null;
  /** How often the group comes up, relative to the others. */
  weight: number;
  female: readonly string[];
  male: readonly string[];
  family: readonly string[];
};

export const nameGroups: readonly NameGroup[] = [
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

/** Short forms people go by, when they do. */
export const preferredNames: Partial<Record<string, string>> = {
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

export type AllergySeed = { allergen: string; reaction: Reaction; notes: string };

export const commonAllergies: readonly AllergySeed[] = [
  {
    allergen: 'Penicillin',
    reaction: 3,
    notes: 'Anaphylaxis; carries an epinephrine auto-injector',
  },
  { allergen: 'Sulfa drugs', reaction: 2, notes: 'Widespread rash' },
  { allergen: 'Latex', reaction: 1, notes: 'Skin irritation; use nitrile gloves' },
  { allergen: 'Peanuts', reaction: 3, notes: 'Throat swelling' },
  { allergen: 'Shellfish', reaction: 2, notes: 'Hives and vomiting' },
  { allergen: 'Codeine', reaction: 2, notes: 'Nausea and confusion' },
  { allergen: 'Acetylsalicylic acid', reaction: 2, notes: 'Wheezing' },
  { allergen: 'Bee stings', reaction: 3, notes: 'Anaphylaxis' },
  { allergen: 'Eggs', reaction: 1, notes: 'Stomach upset' },
  { allergen: 'Morphine', reaction: 1, notes: 'Itching' },
  { allergen: 'Cats', reaction: 1, notes: 'Sneezing and watery eyes' },
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

export const contactFirstNames = words(`
  Sarah Michael Jennifer David Nathalie Marc Priya Kevin Linh Omar Sofia Daniel Aisha
  Tomasz Chloé Jasmine Ravi Laura Chidi Elena
`);

/** Family names of friends and neighbours, who are not the patient's relatives. */
export const otherFamilyNames = words('Harris Lambert Osei Dubois Kaur Nakamura Novak Walsh');

export const streets = [
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
] as const;
