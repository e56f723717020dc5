import {
  type AttendanceStatus,
  careDay,
  OrganisationKind,
  PatientStatus,
  Role,
} from '@hearth/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  agencies,
  attendanceRecords,
  dayProgramCapacities,
  patientContacts,
  patients,
  users,
} from '../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../db/seed/types.ts';
import { agencyPlaces, type InEachLanguage, type WrittenIn } from '../../db/seed/writtenIn.ts';

/** The fewest participants a demo program shows: a full sheet, a short scroll at 360 px. */
const PARTICIPANTS = 7;
const PROGRAM_DAYS = 5;

/** Participants a program gets when the patients' seeder left it fewer than `PARTICIPANTS`. */
/** Each with the first name of the relative to call in an emergency, who shares the surname. */
const newcomers: InEachLanguage<readonly (readonly [string, string, string])[]> = {
  en: [
    ['Harold', 'Whitfield', 'Susan'],
    ['Margaret', 'Osei', 'Kwame'],
    ['Walter', 'Nakamura', 'Emi'],
    ['Dorothy', 'Lindqvist', 'Erik'],
    ['Eugene', 'Fairbanks', 'Laura'],
    ['Irene', 'Kowalczyk', 'Tomasz'],
    ['Stanley', 'Beaumont', 'Claire'],
  ],
  es: [
    ['Aurelio', 'Castaño', 'Lucía'],
    ['Remedios', 'Iglesias', 'Javier'],
    ['Teodoro', 'Valverde', 'Elena'],
    ['Consuelo', 'Arriaga', 'Pablo'],
    ['Benigno', 'Sastre', 'Marta'],
    ['Amparo', 'Quintana', 'Andrés'],
    ['Gregorio', 'Lozano', 'Rocío'],
  ],
};
/** A demo phone number of the place, the `index`th of the newcomers' relatives. */
const relativePhone: InEachLanguage<(index: number) => string> = {
  en: (index) => `+1 905 555 01${String(40 + index)}`,
  es: (index) => `+34 600 555 1${String(40 + index)}`,
};

const reasons: InEachLanguage<{ absent: readonly string[]; leftEarly: readonly string[] }> = {
  en: {
    absent: ['Doctor’s appointment', 'Feeling unwell, family called', 'Snow day at home'],
    leftEarly: ['Picked up by daughter for a dental visit', 'Tired after lunch'],
  },
  es: {
    absent: ['Cita con el médico', 'Se encuentra mal, avisó la familia', 'Se quedó en casa'],
    leftEarly: ['Lo recogió su hija para ir al dentista', 'Cansado después de comer'],
  },
};

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) =>
  `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;

/** The last program days (Monday to Friday) before today, oldest first. */
export function lastProgramDays(today: string, count: number): string[] {
  const days: string[] = [];
  const date = new Date(`${today}T00:00:00Z`);
  while (days.length < count) {
    date.setUTCDate(date.getUTCDate() - 1);
    const weekDay = date.getUTCDay();
    if (weekDay !== 0 && weekDay !== 6) {
      days.unshift(date.toISOString().slice(0, 10));
    }
  }
  return days;
}

async function activeParticipants(tx: SeedTransaction, programId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.agencyId, programId), eq(patients.status, PatientStatus.active)))
    .orderBy(asc(patients.id));
  return rows.map((row) => row.id);
}

async function enrol(tx: SeedTransaction, programId: number, language: WrittenIn, wanted: number) {
  const people = newcomers[language].slice(0, wanted);
  if (people.length === 0) {
    return;
  }
  const enrolled = await tx
    .insert(patients)
    .values(
      people.map(([firstName, lastName], index) => ({
        agencyId: programId,
        firstName,
        lastName,
        dateOfBirth: `19${38 + index * 3}-0${(index % 9) + 1}-1${index}`,
        gender: index % 2 === 0 ? 'male' : 'female',
        status: PatientStatus.active,
      })),
    )
    .returning({ id: patients.id });
  // Every demo patient has someone to call in an emergency, the program's newcomers too.
  await tx.insert(patientContacts).values(
    enrolled.map(({ id }, index) => {
      const [, lastName, relative] = people[index] ?? ['', '', ''];
      return {
        patientId: id,
        name: `${relative} ${lastName}`,
        phone: relativePhone[language](index),
        emergency: true,
      };
    }),
  );
}

/** One participant's day: most come in, one a day stays home, one a day leaves early. */
function dayOf(participant: number, dayIndex: number, everyone: number, language: WrittenIn) {
  const turn = (participant + dayIndex) % everyone;
  const arrival = 8 * 60 + 30 + ((participant * 7 + dayIndex * 11) % 45);
  const status: AttendanceStatus = turn === 0 ? 'absent' : turn === 3 ? 'leftEarly' : 'present';
  if (status === 'absent') {
    const reason = reasons[language].absent[dayIndex % reasons[language].absent.length] ?? null;
    return { status, arrivalTime: null, departureTime: null, reason };
  }
  if (status === 'leftEarly') {
    const reason = reasons[language].leftEarly[dayIndex % reasons[language].leftEarly.length];
    return {
      status,
      arrivalTime: clock(arrival),
      departureTime: clock(13 * 60 + dayIndex * 9),
      reason: reason ?? null,
    };
  }
  return {
    status,
    arrivalTime: clock(arrival),
    departureTime: clock(15 * 60 + 30 + ((participant * 5) % 30)),
    reason: null,
  };
}

/**
 * Each adult day program's participants (topped up to seven), a capacity it fills, and the
 * last five program days taken by its provider: a week of attendance, one day over capacity.
 */
export const demoAttendanceSeeder: Seeder = {
  name: 'attendance.demo-day-programs',
  async run(tx) {
    const places = await agencyPlaces(tx);
    const programs = await tx
      .select({ id: agencies.id, providerId: users.id })
      .from(agencies)
      .innerJoin(users, and(eq(users.agencyId, agencies.id), eq(users.role, Role.provider)))
      .where(eq(agencies.kind, OrganisationKind.adultDayProgram));
    const days = lastProgramDays(careDay(), PROGRAM_DAYS);
    for (const program of programs) {
      const language = places.find((place) => place.id === program.id)?.language ?? 'en';
      const existing = await activeParticipants(tx, program.id);
      await enrol(tx, program.id, language, PARTICIPANTS - existing.length);
      const participants = await activeParticipants(tx, program.id);
      // Full on the days one participant stays home: the count reads "n of n".
      const capacityPerDay = participants.length - 1;
      await tx
        .insert(dayProgramCapacities)
        .values({ programId: program.id, capacityPerDay })
        .onConflictDoNothing();
      await tx.insert(attendanceRecords).values(
        days.flatMap((day, dayIndex) =>
          participants.map((patientId, participant) => ({
            programId: program.id,
            patientId,
            day,
            recordedBy: program.providerId,
            recordedAt: new Date(`${day}T21:00:00Z`),
            ...dayOf(participant, dayIndex, participants.length, language),
          })),
        ),
      );
    }
  },
};
