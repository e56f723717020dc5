import { fenceVerdict, type GeoPoint, type MarkVerdict, timingVerdict } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import type { NewException } from './exceptionRepo.ts';
import type { CapturePhase, VerificationRepo } from './verificationRepo.ts';

type Reader = Pick<Database, 'select'>;

/** A check-in or check-out to judge: when, and where the phone (or the agency) placed it. */
export type JudgedMark = GeoPoint & { at: Date; accuracy: number };

/** The shift a mark belongs to, as far as its verdicts need it. */
export type JudgedShift = { agencyId: number; patientId: number; startsAt: Date; endsAt: Date };

/**
 * The fence and window verdicts of one mark under the agency's settings in force now: the same
 * judgement for a caregiver's capture, an agency's correction and the demo data.
 */
export async function judgeMark(
  repo: Pick<VerificationRepo, 'settings' | 'serviceLocation'>,
  reader: Reader,
  shift: JudgedShift,
  phase: CapturePhase,
  mark: JudgedMark,
): Promise<MarkVerdict> {
  const settings = await repo.settings(reader, shift.agencyId);
  const location = await repo.serviceLocation(reader, shift.patientId);
  // A city's centre is no home: a fence around it would prove nothing either way.
  const home = location?.source === 'address' ? location : null;
  const fence = fenceVerdict(mark, home, settings.fenceRadiusMetres);
  const expected = phase === 'check_in' ? shift.startsAt : shift.endsAt;
  return {
    fence: fence.outcome,
    distanceMetres: fence.distanceMetres,
    fenceRadiusMetres: settings.fenceRadiusMetres,
    timing: timingVerdict(mark.at, expected, settings),
  };
}

/** The exceptions a mark's verdicts call for: away from the fence, early or late. */
export function exceptionsOfVerdict(
  verdict: MarkVerdict,
  phase: CapturePhase,
  reasonCode: string | null,
): NewException[] {
  const found: NewException[] = [];
  if (verdict.fence !== 'inside') {
    found.push({ kind: 'out_of_fence', phase, reasonCode });
  }
  if (verdict.timing !== 'on_time') {
    found.push({ kind: verdict.timing, phase, reasonCode });
  }
  return found;
}
