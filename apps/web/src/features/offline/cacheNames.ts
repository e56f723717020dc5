/**
 * The service worker's cache of the API reads the caregiver's screens need offline (today's
 * shifts, the client's address, tasks and doses). It holds health data: emptied at sign-out.
 */
export const CAREGIVER_API_CACHE = 'hearth-caregiver-api';
