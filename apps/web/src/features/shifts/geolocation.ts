import type { ShiftPosition } from '@hearth/domain';

/** Why no position came: refused by the person, or not found by the device. */
export type GeolocationFailure = 'denied' | 'unavailable';

export class PositionError extends Error {
  constructor(readonly reason: GeolocationFailure) {
    super(reason);
  }
}

/** Where the phone is now, fresh (a cached position could be from the last visit). */
export function currentPosition(): Promise<ShiftPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new PositionError('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      (error) =>
        reject(
          new PositionError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
        ),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 },
    );
  });
}
