import { NotePrivacy, type NoteType } from '@hearth/domain';

// The words generated notes are made of: a title and an opening sentence by note type, then two
// observations from a common pool. Every word is plain ASCII, so character offsets mean the same
// in PostgreSQL and JavaScript (text changes point into a body by offset). Some words are rare
// on purpose ("dizziness", "insulin", "bruise"), so a text search finds a realistic few percent.

type TypeWords = { titles: readonly string[]; openings: readonly string[] };

export const noteTypeWords: Record<NoteType, TypeWords> = {
  medications: {
    titles: ['Medication round', 'Medication change'],
    openings: [
      'Morning medications given with breakfast and taken without difficulty.',
      'Evening insulin given as prescribed after checking blood sugar.',
    ],
  },
  referral: {
    titles: ['Referral to physiotherapy', 'Referral follow-up'],
    openings: [
      'Referral sent to the community physiotherapy team for mobility assessment.',
      'Called the occupational therapist about the referral sent last week.',
    ],
  },
  administrative: {
    titles: ['Schedule change', 'Care plan review booked'],
    openings: [
      'Visit times moved to the afternoon at the request of the family.',
      'Care plan review booked with the coordinator for next month.',
    ],
  },
  medicalHistory: {
    titles: ['History update', 'Hospital discharge summary'],
    openings: [
      'Discharge summary received from the hospital after the knee replacement.',
      'Family doctor confirmed the history of type 2 diabetes and hypertension.',
    ],
  },
  testResults: {
    titles: ['Blood test results', 'Urine test results'],
    openings: [
      'Blood test results came back within the normal range.',
      'Urine sample results show no infection.',
    ],
  },
  familyOrCarerCommunication: {
    titles: ['Call with daughter', 'Family meeting'],
    openings: [
      'Spoke with the daughter by phone about the weekend visits.',
      'Met the son and his wife to talk through the care plan.',
    ],
  },
  monitoringLogs: {
    titles: ['Vital signs', 'Fluid and food chart'],
    openings: [
      'Blood pressure, pulse and temperature taken and recorded in the chart.',
      'Fluid intake and meals recorded through the day.',
    ],
  },
  compliance: {
    titles: ['Consent recorded', 'Hand hygiene check'],
    openings: [
      'Consent to share information with the pharmacy recorded and signed.',
      'Hand hygiene and glove use checked during the visit.',
    ],
  },
  riskManagement: {
    titles: ['Falls risk review', 'Skin integrity check'],
    openings: [
      'Falls risk reviewed: the hallway rug was removed and a night light added.',
      'Skin checked for pressure areas; a small bruise noted on the left forearm.',
    ],
  },
  other: {
    titles: ['Visit note', 'General note'],
    openings: [
      'Routine visit completed as planned.',
      'Spent time on conversation and a short walk in the garden.',
    ],
  },
};

/** Observations that follow the opening, two per note. */
export const observations: readonly string[] = [
  'Appetite good, ate most of lunch.',
  'Slept well according to the family.',
  'Mood cheerful and chatty throughout.',
  'Reported mild dizziness when standing up; advised to rise slowly.',
  'Walked to the kitchen with the frame and stand-by help.',
  'Skin intact, no redness over the heels.',
  'Drank three cups of water and a cup of tea.',
  'Complained of a sore knee; pain eased after rest.',
  'Bathroom visits normal, no concerns.',
  'Showered with help and dressed in clean clothes.',
  'Watched television and listened to the radio in the afternoon.',
  'Seemed tired and quiet, rested in the chair after lunch.',
  'Wound dressing on the lower leg clean and dry.',
  'Blood sugar checked before dinner and recorded.',
  'Phoned the pharmacy about the next repeat prescription.',
  'Bed linen changed and laundry put away.',
  'Some confusion about the day of the week, settled with reassurance.',
  'Neighbour dropped in for coffee.',
  'Breathing easy, no cough today.',
  'Ankles slightly swollen; legs raised on a stool.',
];

/** Words of an appended note (an addendum), added after its parent was signed. */
export const addenda: readonly string[] = [
  'Addendum: the family confirmed the above by phone this evening.',
  'Addendum: the doctor was informed and will visit tomorrow.',
  'Addendum: the earlier entry was written late because of an emergency call.',
  'Addendum: follow-up visit arranged with the nurse.',
];

/** Inserted into a signed note: a later correction in the author's words. */
export const insertions: readonly string[] = [
  ' Corrected after speaking with the nurse.',
  ' Time of visit was 10:30, not 10:00.',
];

/** Mostly the care team, as in practice; every level appears. */
export const privacyMix: readonly NotePrivacy[] = [
  ...Array<NotePrivacy>(10).fill(NotePrivacy.careTeam),
  ...Array<NotePrivacy>(4).fill(NotePrivacy.anyone),
  ...Array<NotePrivacy>(3).fill(NotePrivacy.agency),
  NotePrivacy.author,
  NotePrivacy.partner,
  NotePrivacy.administrator,
];
