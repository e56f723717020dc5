import { Role } from '@hearth/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useAuthDetails } from '../identity/index.ts';
import { CAREGIVER_API_CACHE } from './cacheNames.ts';

// Fetched only for a caregiver: a visitor's first load carries none of the offline code.
const OfflineSupport = lazy(() =>
  import('./OfflineSupport.tsx').then((module) => ({ default: module.OfflineSupport })),
);

/**
 * Empties the cache of the caregiver's reads (health data) once nobody, or somebody else, is
 * signed in. Only a phone the caregiver's worker controls can hold it.
 */
async function forgetCaregiverReads(): Promise<void> {
  if (navigator.serviceWorker?.controller == null || !('caches' in window)) {
    return;
  }
  await caches.delete(CAREGIVER_API_CACHE);
}

/** In every page's frame: the offline app for a signed-in caregiver, and its cache's clean-up. */
export function CaregiverOffline() {
  const { data: details } = useAuthDetails();
  const caregiverId = details?.user.role === Role.caregiver ? details.user.id : null;
  const known = details !== undefined;
  useEffect(() => {
    if (known && caregiverId === null) {
      void forgetCaregiverReads();
    }
  }, [known, caregiverId]);
  if (caregiverId === null) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <OfflineSupport userId={caregiverId} />
    </Suspense>
  );
}
