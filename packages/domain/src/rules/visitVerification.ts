// Visit verification (EVV): where and when a check-in or check-out counts as proof of the visit.
// The server decides with these; the caregiver's phone runs the same functions offline, to ask
// for a reason before it queues a capture the server would refuse without one.

/** Why a check-in or check-out outside the fence or the time window still happened. */
export const VISIT_REASON_CODES = [
  /** The service was given away from home (an appointment, an outing): "home/community". */
  'community_visit',
  /** The phone could not place the caregiver well enough (indoors, tall buildings). */
  'gps_poor',
  /** The client was not home yet at the scheduled time. */
  'client_not_home',
  /** The client asked for another time, or to end early. */
  'client_request',
  /** Traffic, transit or weather held the caregiver up. */
  'travel_delay',
  /** An emergency with the client (a fall, a call to 911) changed the visit. */
  'client_emergency',
  /** The client is staying at another address (family, respite). */
  'other_address',
] as const;
export type VisitReasonCode = (typeof VISIT_REASON_CODES)[number];

/** Why the client's signature could not be taken at check-out. */
export const SIGNATURE_MISSING_REASONS = [
  'client_asleep',
  'client_refused',
  'client_unable',
] as const;
export type SignatureMissingReason = (typeof SIGNATURE_MISSING_REASONS)[number];

/** What the agency must look at on a visit. */
export const VISIT_EXCEPTION_KINDS = [
  'out_of_fence',
  'early',
  'late',
  'no_signature',
  'missed',
  'offline',
] as const;
export type VisitExceptionKind = (typeof VISIT_EXCEPTION_KINDS)[number];

/** Which part of the visit an exception is about. */
export const VISIT_PHASES = ['check_in', 'check_out', 'visit'] as const;
export type VisitPhase = (typeof VISIT_PHASES)[number];

/**
 * Where a capture stands against the fence: `imprecise` when the phone's accuracy is wider than
 * the fence (it can never prove presence), `unverified` when the client's home is known only to
 * its city (or not at all), so no fence can be drawn.
 */
export const FENCE_OUTCOMES = ['inside', 'outside', 'imprecise', 'unverified'] as const;
export type FenceOutcome = (typeof FENCE_OUTCOMES)[number];

export const TIMING_OUTCOMES = ['early', 'on_time', 'late'] as const;
export type TimingOutcome = (typeof TIMING_OUTCOMES)[number];

/** An agency's fence and windows until it sets its own. */
export const VISIT_VERIFICATION_DEFAULTS = {
  fenceRadiusMetres: 150,
  earlyWindowMinutes: 15,
  lateWindowMinutes: 15,
} as const;
export type VisitVerificationSettings = {
  fenceRadiusMetres: number;
  earlyWindowMinutes: number;
  lateWindowMinutes: number;
};

export const FENCE_RADIUS_MIN = 25;
export const FENCE_RADIUS_MAX = 2000;
/** At most the hour a check-in opens at all (`CHECK_IN_EARLY_MINUTES`). */
export const EARLY_WINDOW_MAX = 60;
export const LATE_WINDOW_MAX = 240;

/** How far ahead of the server's clock a phone's capture time may be (clock drift). */
export const CAPTURE_CLOCK_SKEW_MS = 2 * 60_000;

/** A drawn signature as a PNG, at most this many bytes. */
export const SIGNATURE_MAX_BYTES = 100_000;

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export type GeoPoint = { latitude: number; longitude: number };

/** Great-circle distance between two points, in metres. */
export function haversineMetres(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export type FenceVerdict = { outcome: FenceOutcome; distanceMetres: number | null };

/**
 * Inside when the accuracy circle reaches the fence (distance − accuracy ≤ radius): the phone
 * could have been there, and the benefit of the doubt goes to the caregiver. An accuracy wider
 * than the fence proves nothing, however close the point.
 */
export function fenceVerdict(
  position: GeoPoint & { accuracy: number },
  home: GeoPoint | null,
  radiusMetres: number,
): FenceVerdict {
  if (home === null) {
    return { outcome: 'unverified', distanceMetres: null };
  }
  const distanceMetres = haversineMetres(position, home);
  if (position.accuracy > radiusMetres) {
    return { outcome: 'imprecise', distanceMetres };
  }
  return {
    outcome: distanceMetres - position.accuracy <= radiusMetres ? 'inside' : 'outside',
    distanceMetres,
  };
}

/**
 * Early before `expected` minus the early window, late after it plus the late window; compared
 * as instants, so a shift across a daylight-saving change keeps its real length.
 */
export function timingVerdict(
  at: Date,
  expected: Date,
  windows: Pick<VisitVerificationSettings, 'earlyWindowMinutes' | 'lateWindowMinutes'>,
): TimingOutcome {
  if (at.getTime() < expected.getTime() - windows.earlyWindowMinutes * 60_000) {
    return 'early';
  }
  if (at.getTime() > expected.getTime() + windows.lateWindowMinutes * 60_000) {
    return 'late';
  }
  return 'on_time';
}

/** Outside the fence (or unprovable there) or the window: the caregiver must say why. */
export const needsReason = (fence: FenceOutcome, timing: TimingOutcome) =>
  fence === 'outside' || fence === 'imprecise' || timing !== 'on_time';
