import {
  type AttendanceCount,
  type AttendanceDay,
  type AttendanceRecord,
  type AttendanceSaved,
  type AttendanceStatus,
  AttendanceValidation,
  type AttendanceWeek,
  type attendanceWriteSchema,
  careDay,
  type DayCapacity,
  OrganisationKind,
} from '@hearth/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type AuditContext, writeAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type {
  AttendanceRepo,
  AttendanceValues,
  DayTally,
  StoredRecord,
  Writer,
} from './attendanceRepo.ts';
import { canSeeAttendance, canTakeAttendance } from './policy.ts';

type AttendanceInput = z.output<typeof attendanceWriteSchema>;

const WEEK_DAYS = 7;

/** The Monday of the week a day falls in (weeks run Monday to Sunday, as the program's do). */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function countOf(tally: Omit<DayTally, 'day'>, capacity: number | null): AttendanceCount {
  return {
    attended: tally.attended,
    absent: tally.absent,
    unrecorded: tally.unrecorded,
    capacity,
    overCapacity: capacity !== null && tally.attended > capacity,
  };
}

function recordOf(stored: StoredRecord): AttendanceRecord {
  return {
    ...stored,
    status: stored.status as AttendanceStatus,
    recordedAt: stored.recordedAt.toISOString(),
  };
}

const sameValues = (a: AttendanceValues, b: AttendanceValues): boolean =>
  a.status === b.status &&
  a.arrivalTime === b.arrivalTime &&
  a.departureTime === b.departureTime &&
  a.reason === b.reason;

export function createAttendanceService(db: Database, repo: AttendanceRepo) {
  /**
   * The program's name, after checking the actor may find it and that it is a day program: a home
   * care agency or a host home keeps no attendance, and answers 404 like a program that is not there.
   */
  async function visibleProgram(actor: Actor, programId: number): Promise<string> {
    const program = canSeeAttendance(actor, programId) ? await repo.program(programId) : undefined;
    if (program === undefined || program.kind !== OrganisationKind.adultDayProgram) {
      throw new AppError('not_found', 'day_program_not_found');
    }
    return program.name;
  }

  async function takingProgram(actor: Actor, programId: number): Promise<void> {
    await visibleProgram(actor, programId);
    if (!canTakeAttendance(actor, programId)) {
      throw new AppError('forbidden', 'provider_takes_attendance');
    }
  }

  async function dayCount(writer: Writer, programId: number, day: string) {
    const [tally] = await repo.tallies(writer, programId, day, 1);
    const capacity = await repo.capacity(writer, programId);
    return countOf(tally ?? { attended: 0, absent: 0, unrecorded: 0 }, capacity);
  }

  return {
    async day(actor: Actor, programId: number, date: string): Promise<AttendanceDay> {
      const programName = await visibleProgram(actor, programId);
      const rows = await repo.sheet(programId, date);
      return {
        programId,
        programName,
        date,
        today: careDay(),
        rows: rows.map((row) => ({
          ...row,
          record: row.record === null ? null : recordOf(row.record),
        })),
        count: await dayCount(db, programId, date),
      };
    },

    async week(actor: Actor, programId: number, date: string): Promise<AttendanceWeek> {
      await visibleProgram(actor, programId);
      const capacity = await repo.capacity(db, programId);
      const tallies = await repo.tallies(db, programId, mondayOf(date), WEEK_DAYS);
      return {
        programId,
        days: tallies.map(({ day, ...tally }) => ({ date: day, ...countOf(tally, capacity) })),
      };
    },

    /**
     * Records or corrects one participant's day. Beyond the day's capacity it still records (the
     * person is in the building) and the count it answers says the day is over capacity.
     */
    async record(
      actor: Actor,
      programId: number,
      input: AttendanceInput,
      context: AuditContext,
    ): Promise<AttendanceSaved> {
      await takingProgram(actor, programId);
      if (input.date > careDay()) {
        throw new AppError('validation_failed', 'validation_failed', {
          date: [AttendanceValidation.futureDay],
        });
      }
      const { patientId, date } = input;
      const values: AttendanceValues = {
        status: input.status,
        arrivalTime: input.arrivalTime,
        departureTime: input.departureTime,
        reason: input.reason,
      };
      return db.transaction(async (tx) => {
        if (!(await repo.isParticipant(tx, programId, patientId))) {
          throw new AppError('not_found', 'participant_not_found');
        }
        const before = await repo.lockedRecord(tx, patientId, date);
        if (before === undefined || !sameValues(before, values)) {
          await repo.save(
            tx,
            { programId, patientId, day: date, recordedBy: actor.userId },
            values,
          );
          await writeAudit(tx, context, {
            action: before === undefined ? 'attendance.recorded' : 'attendance.corrected',
            subjectType: 'patient',
            subjectId: patientId,
            agencyId: programId,
            details: { date, from: before ?? null, to: values },
          });
        }
        return {
          patientId,
          date,
          record: recordOf(await repo.record(tx, patientId, date)),
          count: await dayCount(tx, programId, date),
        };
      });
    },

    async setCapacity(
      actor: Actor,
      programId: number,
      capacityPerDay: number,
      context: AuditContext,
    ): Promise<DayCapacity> {
      await takingProgram(actor, programId);
      await db.transaction(async (tx) => {
        const before = await repo.capacity(tx, programId);
        await repo.saveCapacity(tx, programId, capacityPerDay);
        await writeAudit(tx, context, {
          action: 'attendance.capacity.updated',
          subjectType: 'agency',
          subjectId: programId,
          agencyId: programId,
          details: { from: before, to: capacityPerDay },
        });
      });
      return { programId, capacityPerDay };
    },
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
