// What the demo patients of one place are drawn from: their names, streets and phone numbers.

/** People of one heritage: their names, and the language besides the local one many speak. */
export type NameGroup = {
  language: string | null;
  /** How often the group comes up, relative to the others. */
  weight: number;
  female: readonly string[];
  male: readonly string[];
  family: readonly string[];
};

export type PeopleWords = {
  nameGroups: readonly NameGroup[];
  /** Short forms people go by, when they do. */
  preferredNames: Partial<Record<string, string>>;
  streets: readonly string[];
  /** A flat or suite from a number of 101 to 1804, as the place writes it. */
  unit: (drawn: number) => string;
  /** The nth patient's phone number. */
  phone: (n: number) => string;
  /** A contact's phone number, from a number of 0 to 99. */
  contactPhone: (drawn: number) => string;
  contactFirstNames: readonly string[];
  /** Family names of friends and neighbours, who are not the patient's relatives. */
  otherFamilyNames: readonly string[];
  /** The family name a relative of the patient goes by. */
  relativeFamilyName: (patientLastName: string) => string;
};

/** Words separated by white space: long lists of single-word names stay compact. */
export const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/** Two digits, as the end of a made-up phone number. */
export const twoDigits = (n: number): string => String(n % 100).padStart(2, '0');
