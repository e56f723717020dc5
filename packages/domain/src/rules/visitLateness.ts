/**
 * A check-in this many minutes or fewer after the planned start is on time; later is a late
 * check-in, as the visits report and the agency's dashboard count it.
 */
export const LATE_CHECK_IN_MINUTES = 15;
